import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import type { WidgetDisplayProps } from "../types";

/** The show page's small table of a sub-list's rows. */
const SubListTable = ({ value, field, resource }: WidgetDisplayProps<Record<string, unknown>[] | null>) => {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? value : [];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="row"
      dataSource={rows.map((row, index) => ({ ...row, row: index }))}
      columns={(field.itemFields ?? []).map((itemField) => ({
        key: itemField.name,
        dataIndex: itemField.name,
        title: fieldLabel(t, resource, itemField.name),
      }))}
    />
  );
};

export default SubListTable;
