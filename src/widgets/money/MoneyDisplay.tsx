import { formatMoney } from "../../engine";
import type { WidgetDisplayProps } from "../types";
import { useLanguage } from "../use-language";

export const MoneyDisplay = ({ value }: WidgetDisplayProps<string | number | null>) => {
  const language = useLanguage();
  if (value === null || value === undefined || value === "") return null;
  return <span style={{ fontVariantNumeric: "tabular-nums" }}>{formatMoney(value, language)}</span>;
};
