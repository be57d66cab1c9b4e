import { useOne } from "@refinedev/core";
import { useSchemaLookup } from "../../engine/schema-context";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import { labelFieldOf } from "./label-field";
import { ReferenceSelect } from "./ReferenceSelect";

const ReferenceInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<number>) => (
  <ReferenceSelect
    id={id}
    resource={field.ref ?? ""}
    match={(field.property as { "x-ref-filter"?: Record<string, string | number | boolean> })["x-ref-filter"]}
    value={value}
    onChange={(next) => onChange?.(next === undefined ? undefined : Number(next))}
    disabled={disabled}
    allowClear={!field.required}
  />
);

/** The referenced record's name; records already fetched for another row come from the query cache. */
const ReferenceDisplay = ({ value, field }: WidgetDisplayProps<number | null>) => {
  const target = useSchemaLookup()(field.ref ?? "");
  const { result } = useOne({ resource: field.ref ?? "", id: value ?? "", queryOptions: { enabled: value !== null && value !== undefined } });
  if (value === null || value === undefined) return null;
  const label = result?.[labelFieldOf(target)];
  return <span>{label === undefined || label === null ? String(value) : String(label)}</span>;
};

export const referenceWidget: WidgetDefinition = { Input: ReferenceInput, Display: ReferenceDisplay };
export { ReferenceSelect } from "./ReferenceSelect";
export { QuickCreateContext, type QuickCreateProps } from "./quick-create";
