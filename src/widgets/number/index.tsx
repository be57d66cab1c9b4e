import { InputNumber } from "antd";
import { numberLocale } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import { useLanguage } from "../use-language";

// No `min`/`max` on the input: antd would drop a typed 150 and put the maximum back on blur, a silent change of
// what the user typed; the form's rules say what is wrong with it instead (the minimum, or the field's x-message).
const NumberInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<number>) => (
  <InputNumber<number>
    id={id}
    value={value ?? null}
    disabled={disabled}
    precision={field.property.type === "integer" ? 0 : undefined}
    style={{ width: "100%" }}
    onChange={(next) => onChange?.(next ?? undefined)}
  />
);

const NumberDisplay = ({ value }: WidgetDisplayProps<number | string | null>) => {
  const language = useLanguage();
  if (value === null || value === undefined || value === "") return null;
  return <span>{new Intl.NumberFormat(numberLocale(language)).format(Number(value))}</span>;
};

export const numberWidget: WidgetDefinition = { Input: NumberInput, Display: NumberDisplay };
