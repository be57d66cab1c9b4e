import { InputNumber } from "antd";
import { numberLocale } from "../../engine";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { useLanguage } from "../use-language";
import { MoneyDisplay } from "./MoneyDisplay";

const decimalSeparatorOf = (language: string): string =>
  new Intl.NumberFormat(numberLocale(language)).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";

/** Money as a decimal string ("1234.50"): stringMode keeps it exact, never a float. */
const MoneyInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const language = useLanguage();
  return (
    <InputNumber<string>
      id={id}
      stringMode
      precision={2}
      value={value ?? null}
      disabled={disabled}
      min={field.property.minimum === undefined ? undefined : String(field.property.minimum)}
      max={field.property.maximum === undefined ? undefined : String(field.property.maximum)}
      decimalSeparator={decimalSeparatorOf(language)}
      style={{ width: "100%" }}
      onChange={(next) => onChange?.(next === null || next === "" ? undefined : next)}
    />
  );
};

export const moneyWidget: WidgetDefinition = { Input: MoneyInput, Display: MoneyDisplay };
