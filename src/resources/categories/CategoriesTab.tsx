import { PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { Button, Empty, Flex, Segmented, Space, Table, type TableColumnType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useResourceSchema } from "../../engine/schema-context";
import { Pager } from "../../widgets/pager/Pager";
import { SearchBox } from "../../widgets/search-box/SearchBox";
import { CategoryCreateModal, type CategoryType } from "./CategoryCreateModal";
import { CategoryDeleteAction } from "./CategoryDeleteAction";
import { fieldColumn } from "./field-column";
import { useTabList } from "./use-tab-list";

const RESOURCE = "categories";
/** This tab keeps product categories and brands; sub-categories have their own tab. */
const TAB_TYPES = ["product-categories", "product-brands"] as const satisfies readonly CategoryType[];
type TabType = (typeof TAB_TYPES)[number];

/** 'Kategoriler': product categories or brands, created here and never edited. */
export const CategoriesTab = () => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const [type, setType] = useState<TabType>("product-categories");
  const [creating, setCreating] = useState(false);
  const list = useTabList(RESOURCE, [{ field: "type", operator: "eq", value: type }]);
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can === true;
  const canDelete = useCan({ resource: RESOURCE, action: "delete" }).data?.can === true;
  const columns: TableColumnType<BaseRecord>[] = [
    fieldColumn(t, schema, "name"),
    fieldColumn(t, schema, "created_at"),
    {
      key: "actions",
      title: t("engine.list.actions"),
      align: "right",
      render: (_value: unknown, record: BaseRecord) => <CategoryDeleteAction record={record} canDelete={canDelete} />,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between">
        <Space wrap>
          <Segmented<TabType>
            value={type}
            options={TAB_TYPES.map((value) => ({ value, label: t(`categories.screen.groups.${value}`) }))}
            onChange={(value) => {
              setType(value);
              list.setCurrentPage(1);
            }}
          />
          <SearchBox onSearch={list.search} />
        </Space>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t(`categories.screen.add.${type}`)}
          </Button>
        )}
      </Flex>
      <Table<BaseRecord>
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: <Empty description={t(`categories.screen.empty.${type}`)} /> }}
      />
      <Pager {...list.pager} />
      {creating && (
        <CategoryCreateModal
          title={t(`categories.screen.add.${type}`)}
          types={TAB_TYPES}
          initialType={type}
          onClose={() => setCreating(false)}
          onSaved={() => setCreating(false)}
        />
      )}
    </Flex>
  );
};
