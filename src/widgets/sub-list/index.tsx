import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps } from "../types";
import { SubListField } from "./SubListField";

/** Rows of a sub-list: a count in a list cell, a small table on the show page. */
const SubListDisplay = ({ value, field, resource, context }: WidgetDisplayProps<Record<string, unknown>[] | null>) => {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? value : [];
  if (context === "list") return <span>{rows.length}</span>;
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

/** The sub-list renders its own Form.List, so it has no single-value Input. */
const NoInput = () => null;

export const subListWidget: WidgetDefinition = { Input: NoInput, Display: SubListDisplay, FormField: SubListField };
