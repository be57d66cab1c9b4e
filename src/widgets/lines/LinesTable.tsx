import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, visibleIn } from "../../engine";
import { widgetFor } from "../registry";
import type { WidgetDisplayProps } from "../types";

type Line = Record<string, unknown>;

/** The show page's table of lines, in the parent's order, each cell by its field's widget under the child's labels. */
const LinesTable = ({ value, field, resource }: WidgetDisplayProps<Line[] | null>) => {
  const { t } = useTranslation();
  const lines = Array.isArray(value) ? value : [];
  const labels = field.itemResource ?? resource;
  return (
    <Table<Line>
      size="small"
      pagination={false}
      rowKey={(line) => String(line.id)}
      dataSource={lines}
      columns={(field.itemFields ?? [])
        .filter((itemField) => visibleIn(itemField, "show"))
        .map((itemField) => {
          const { Display } = widgetFor(itemField.widget);
          return {
            key: itemField.name,
            dataIndex: itemField.name,
            title: fieldLabel(t, labels, itemField.name),
            render: (cell: unknown, line: Line) => <Display value={cell ?? null} field={itemField} resource={labels} context="list" record={line} />,
          };
        })}
    />
  );
};

export default LinesTable;
