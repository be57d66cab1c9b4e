import type { WidgetDefinition, WidgetInputProps } from "../types";
import { ReferenceDisplay } from "./ReferenceDisplay";
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

export const referenceWidget: WidgetDefinition = { Input: ReferenceInput, Display: ReferenceDisplay };
export { ReferenceSelect } from "./ReferenceSelect";
export { QuickCreateContext, type QuickCreateProps } from "./quick-create";
