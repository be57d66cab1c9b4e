import type { CSSProperties } from "react";
import { formatMoney } from "../../../engine";
import { useLanguage } from "../../../widgets/use-language";

export interface MoneyTextProps {
  /** Decimal text as the API sends it ("1234.50"); nothing is shown for null or an empty value. */
  value: string | number | null | undefined;
  /** Income green, expense red; neutral by default. */
  tone?: "income" | "expense";
  strong?: boolean;
  style?: CSSProperties;
}

// antd green-8: green-7 (#389e0d) reads at 3.5:1 on white, under the 4.5:1 normal text needs.
const TONES = { income: "#237804", expense: "#cf1322" } as const;

/** An amount in the user's language through the engine's formatter (₺1.234,56 in tr, 1.234,56 ₺ in de). */
export const MoneyText = ({ value, tone, strong, style }: MoneyTextProps) => {
  const language = useLanguage();
  if (value === null || value === undefined || value === "") return null;
  return (
    <span
      style={{
        fontVariantNumeric: "tabular-nums",
        whiteSpace: "nowrap",
        fontWeight: strong ? 600 : undefined,
        color: tone ? TONES[tone] : undefined,
        ...style,
      }}
    >
      {formatMoney(value, language)}
    </span>
  );
};

export default MoneyText;
