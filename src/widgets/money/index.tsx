import { InputNumber } from "antd";
import { moneyAffixes, numberLocale } from "../../engine";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { useLanguage } from "../use-language";
import { MoneyDisplay } from "./MoneyDisplay";

const decimalSeparatorOf = (language: string): string =>
  new Intl.NumberFormat(numberLocale(language)).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";

/**
 * Money as a decimal string ("1234.50"): stringMode keeps it exact, never a float. The lira's sign stands where
 * the displays put it (before in tr and ku, after in de); the form has no sibling currency to read yet.
 */
const MoneyInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const language = useLanguage();
  const { prefix, suffix } = moneyAffixes(language);
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
      prefix={prefix || undefined}
      suffix={suffix.trim() || undefined}
      style={{ width: "100%" }}
      onChange={(next) => onChange?.(next === null || next === "" ? undefined : next)}
    />
  );
};

export const moneyWidget: WidgetDefinition = { Input: MoneyInput, Display: MoneyDisplay };
