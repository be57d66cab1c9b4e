import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";
import type { AccountingRow } from "../shared/api";
import { MoneyText } from "../shared/MoneyText";

/** An open credit or debt as the interim payment offers it: what it is, its title or date, and what remains. */
export const CreditOption = ({ row }: { row: AccountingRow }) => {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: "normal" }}>
      {t(`accountings.enums.kind.${row.kind}`)} · {row.title || formatDate(String(row.date), false)} · {t("accountings.fields.remaining")}:{" "}
      <MoneyText value={row.remaining} />
    </span>
  );
};

/** The same words as plain text, for the select's search and its accessible name. */
export const creditText = (row: AccountingRow, t: (key: string) => string, money: (value: string) => string): string =>
  `${t(`accountings.enums.kind.${row.kind}`)} ${row.title || formatDate(String(row.date), false)} ${t("accountings.fields.remaining")}: ${money(row.remaining ?? "0")}`;
