import { PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Empty, Flex, Space, Table, Tag, Typography, type TableColumnType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../engine";
import { Pager } from "../../widgets/pager/Pager";
import { SearchBox } from "../../widgets/search-box/SearchBox";
import { CategoryDeleteAction } from "./CategoryDeleteAction";
import { CategoryCreateModal } from "./CategoryCreateModal";
import { useSubCategories, type SubCategory } from "./use-sub-categories";
import { useTabList } from "./use-tab-list";

const RESOURCE = "categories";

const SubCategoryTags = ({ items, canDelete, onDeleted }: { items: SubCategory[]; canDelete: boolean; onDeleted: () => void }) => {
  const { t } = useTranslation();
  if (items.length === 0) return <Typography.Text type="secondary">{t("categories.screen.empty.subCategories")}</Typography.Text>;
  return (
    <Space wrap size={[4, 8]}>
      {items.map((item) => (
        <Tag key={String(item.id)} style={{ paddingInlineEnd: 2 }}>
          <Space size={4}>
            {item.name}
            <CategoryDeleteAction record={item} canDelete={canDelete} onDeleted={onDeleted} />
          </Space>
        </Tag>
      ))}
    </Space>
  );
};

/**
 * 'Ürün Alt Kategorileri': each product category (a page of 15, searched by name) with its
 * sub-categories, which are added under a chosen product category.
 */
export const SubCategoriesTab = () => {
  const { t } = useTranslation();
  const list = useTabList(RESOURCE, [{ field: "type", operator: "eq", value: "product-categories" }]);
  const subCategories = useSubCategories();
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can === true;
  const canDelete = useCan({ resource: RESOURCE, action: "delete" }).data?.can === true;
  // undefined: closed; null: open without a parent chosen yet.
  const [creatingUnder, setCreatingUnder] = useState<BaseKey | null | undefined>(undefined);
  const addLabel = t("categories.screen.add.subCategory");
  const columns: TableColumnType<BaseRecord>[] = [
    { key: "name", dataIndex: "name", title: enumLabel(t, RESOURCE, "type", "product-categories") },
    {
      key: "sub-categories",
      title: t("categories.screen.subCategories"),
      render: (_value: unknown, record: BaseRecord) => (
        <SubCategoryTags items={subCategories.of(record.id)} canDelete={canDelete} onDeleted={() => void subCategories.refetch()} />
      ),
    },
  ];
  if (canCreate) {
    columns.push({
      key: "actions",
      title: t("engine.list.actions"),
      align: "right",
      render: (_value: unknown, record: BaseRecord) => (
        <Button size="small" icon={<PlusOutlined />} title={addLabel} aria-label={addLabel} onClick={() => setCreatingUnder(record.id ?? null)} />
      ),
    });
  }
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between">
        <SearchBox onSearch={list.search} />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreatingUnder(null)}>
            {addLabel}
          </Button>
        )}
      </Flex>
      <Table<BaseRecord>
        {...list.tableProps}
        loading={list.tableProps.loading || subCategories.loading}
        columns={columns}
        locale={{ emptyText: <Empty description={t("categories.screen.empty.product-categories")} /> }}
      />
      <Pager {...list.pager} />
      {creatingUnder !== undefined && (
        <CategoryCreateModal
          title={addLabel}
          types={["product-alt-categories"]}
          initialType="product-alt-categories"
          initialParent={creatingUnder ?? undefined}
          onClose={() => setCreatingUnder(undefined)}
          onSaved={() => {
            setCreatingUnder(undefined);
            void subCategories.refetch();
          }}
        />
      )}
    </Flex>
  );
};
