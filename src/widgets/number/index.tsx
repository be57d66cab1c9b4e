import { InputNumber } from "antd";
import { numberLocale } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import { useLanguage } from "../use-language";

const NumberInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<number>) => (
  <InputNumber<number>
    id={id}
    value={value ?? null}
    disabled={disabled}
    min={field.property.minimum}
    max={field.property.maximum}
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
