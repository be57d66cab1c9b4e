import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, visibleIn } from "../../engine";
import { widgetFor } from "../registry";
import { SubListField } from "../sub-list/SubListField";
import type { WidgetDefinition, WidgetDisplayProps } from "../types";

type Line = Record<string, unknown>;

/**
 * A record's lines (`parent.lines`): a count in a list cell; on the show page a table in the parent's order,
 * each cell by its field's widget (a reference shows its name, money its amount) under the child's labels.
 */
const LinesDisplay = ({ value, field, resource, context }: WidgetDisplayProps<Line[] | null>) => {
  const { t } = useTranslation();
  const lines = Array.isArray(value) ? value : [];
  if (context === "list") return <span>{lines.length}</span>;
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
            render: (cell: unknown) => <Display value={cell ?? null} field={itemField} resource={labels} context="list" />,
          };
        })}
    />
  );
};

/** Lines render their own Form.List (the sub-list's), so they have no single-value Input. */
const NoInput = () => null;

export const linesWidget: WidgetDefinition = { Input: NoInput, Display: LinesDisplay, FormField: SubListField };
