import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Empty, Flex, Table } from "antd";
import { useTranslation } from "react-i18next";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { RowActions } from "../generic/list/RowActions";
import type { RecordAccess } from "../generic/use-record-access";

const RESOURCE = "categories";
const SUB_CATEGORY = { type: "product-alt-categories" } as const;

interface SubCategoryListProps {
  parentId: BaseKey;
  /** The product category's sub-categories, read once for the whole tab. */
  rows: BaseRecord[];
  loading: boolean;
  access: RecordAccess;
}

/** One product category's sub-categories in its row: each with its delete (or lock), and an add button presetting the parent. */
export const SubCategoryList = ({ parentId, rows, loading, access }: SubCategoryListProps) => {
  const { t } = useTranslation();
  const addLabel = t("categories.screen.add.subCategory");
  const columns = [
    { key: "name", dataIndex: "name" },
    {
      key: "actions",
      align: "right" as const,
      render: (_value: unknown, record: BaseRecord) => (
        <RowActions resource={RESOURCE} record={record as BaseRecord & { id: BaseKey }} access={access} deleteBlocked={record.cannot_delete === true} />
      ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ResourceCreateButton resource={RESOURCE} presets={{ ...SUB_CATEGORY, parent_id: parentId }} label={addLabel} size="small" />
      </Flex>
      <Table<BaseRecord>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        loading={loading}
        pagination={false}
        size="small"
        showHeader={false}
        locale={{ emptyText: <Empty description={t("categories.screen.empty.subCategories")} /> }}
      />
    </Flex>
  );
};
