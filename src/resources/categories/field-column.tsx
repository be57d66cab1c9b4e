import type { BaseRecord } from "@refinedev/core";
import type { TableColumnType } from "antd";
import { fieldByName, fieldLabel, type Translate } from "../../engine";
import type { ResourceSchema } from "../../engine";
import { widgetFor } from "../../widgets";

/** A table column that labels and shows one schema field the way the generated lists do. */
export const fieldColumn = (t: Translate, schema: ResourceSchema, name: string): TableColumnType<BaseRecord> => {
  const field = fieldByName(schema, name);
  const { Display } = widgetFor(field.widget);
  return {
    key: name,
    dataIndex: name,
    title: fieldLabel(t, schema.$id, name),
    render: (value: unknown) => <Display value={value} field={field} resource={schema.$id} context="list" />,
  };
};
