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
    // A grid track of minmax(0, 1fr) asks nothing of the width around it, so the table, as wide as its cells need
    // (an IBAN on one line), cannot widen the show page's column or the page: on a narrow screen it scrolls inside
    // this box, which the keyboard can reach and scroll too (axe: scrollable-region-focusable). antd caps a table's
    // wrapper at 100 % of its box and the show page lets words break anywhere: both would squeeze the table to one
    // letter per line instead.
    <div
      role="region"
      aria-label={fieldLabel(t, resource, field.name)}
      tabIndex={0}
      style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", overflowX: "auto", overflowWrap: "normal" }}
    >
      <Table<Row>
        size="small"
        pagination={false}
        style={{ width: "max-content", minWidth: "100%", maxWidth: "none" }}
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
    </div>
  );
};

export default SubListTable;
