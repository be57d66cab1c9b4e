import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import { widgetFor } from "../registry";
import type { WidgetDisplayProps } from "../types";

type Row = Record<string, unknown>;

/** The show page's small table of a sub-list's rows, each cell by its field's widget (a bank account's IBAN grouped). */
const SubListTable = ({ value, field, resource }: WidgetDisplayProps<Row[] | null>) => {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? value : [];
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="row"
      dataSource={rows.map((row, index) => ({ ...row, row: index }))}
      columns={(field.itemFields ?? []).map((itemField) => {
        const { Display } = widgetFor(itemField.widget);
        return {
          key: itemField.name,
          dataIndex: itemField.name,
          title: fieldLabel(t, resource, itemField.name),
          render: (cell: unknown, row: Row) => <Display value={cell ?? null} field={itemField} resource={resource} context="list" record={row} />,
        };
      })}
    />
  );
};

export default SubListTable;
