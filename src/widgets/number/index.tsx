import { InputNumber } from "antd";
import { numberLocale } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import { useLanguage } from "../use-language";

/**
 * The input keeps a number within the field's bounds (a line's piece typed 0 becomes 1 on leaving it), except where
 * the field words its own message (`x-message`): there a typed 150 stays and the form says 'Prim Değeriniz Hatalı!'
 * (spec §5), as the spec asks, instead of putting the maximum back.
 */
const boundsOf = (property: WidgetInputProps<number>["field"]["property"]) =>
  property["x-message"] ? {} : { min: property.minimum as number | undefined, max: property.maximum as number | undefined };

const NumberInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<number>) => (
  <InputNumber<number>
    id={id}
    value={value ?? null}
    disabled={disabled}
    {...boundsOf(field.property)}
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
