import { formatMoney } from "../../engine";
import type { WidgetDisplayProps } from "../types";
import { useLanguage } from "../use-language";

/** The row's `currency` (bank accounts: TL, USD, EUR) when it has one; formatMoney falls back to the lira. */
const currencyOf = (record: Record<string, unknown> | undefined): string | undefined =>
  typeof record?.currency === "string" && record.currency !== "" ? record.currency : undefined;

export const MoneyDisplay = ({ value, record }: WidgetDisplayProps<string | number | null>) => {
  const language = useLanguage();
  if (value === null || value === undefined || value === "") return null;
  return <span style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>{formatMoney(value, language, currencyOf(record))}</span>;
};
