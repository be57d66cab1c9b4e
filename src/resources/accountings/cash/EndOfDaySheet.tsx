import type { CSSProperties, Ref } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../../engine";
import { useLanguage } from "../../../widgets/use-language";
import type { SinglePaymentType } from "./cash-range";
import type { SafeAnswer } from "./use-safe";

interface EndOfDaySheetProps {
  ref?: Ref<HTMLDivElement>;
  answer: SafeAnswer;
  company: string;
  paymentType?: SinglePaymentType;
}

const cell: CSSProperties = { border: "1px solid #999", padding: "4px 6px", textAlign: "left" };
const money: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" };
const table: CSSProperties = { borderCollapse: "collapse", width: "100%", marginBottom: 16, fontSize: 12 };

/**
 * The end-of-day sheet as it prints: the company, the day (or range), the four figures, the per-payment-type table
 * and the records. Plain elements, so the printed page looks the same whatever the screen's theme.
 */
export const EndOfDaySheet = ({ ref, answer, company, paymentType }: EndOfDaySheetProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = (value: string) => formatMoney(value, language);
  const days =
    answer.start_date === answer.end_date
      ? formatDate(answer.start_date, false)
      : `${formatDate(answer.start_date, false)} – ${formatDate(answer.end_date, false)}`;
  const records = answer.records;
  return (
    <div ref={ref} data-testid="end-of-day-sheet" style={{ padding: 16, color: "#000", background: "#fff", minWidth: 640 }}>
      <h2 style={{ margin: 0 }}>{company}</h2>
      <h3 style={{ margin: "4px 0 16px" }}>
        {t("cash.print.title")}: {days}
        {paymentType ? ` · ${t(`accountings.enums.payment_type.${paymentType}`)}` : ""}
      </h3>
      <table style={table}>
        <tbody>
          <tr>
            <th style={cell}>{t("cash.cards.inSafeMoney")}</th>
            <td style={money}>{amount(answer.inSafeMoney)}</td>
            <th style={cell}>{t("cash.cards.income")}</th>
            <td style={money}>{amount(answer.income)}</td>
          </tr>
          <tr>
            <th style={cell}>{t("cash.cards.processCount")}</th>
            <td style={money}>{answer.process_count}</td>
            <th style={cell}>{t("cash.cards.expense")}</th>
            <td style={money}>{amount(answer.expense)}</td>
          </tr>
        </tbody>
      </table>
      <table style={table} data-testid="end-of-day-groups">
        <thead>
          <tr>
            <th style={cell}>{t("cash.groups.paymentType")}</th>
            <th style={money}>{t("cash.groups.income")}</th>
            <th style={money}>{t("cash.groups.expense")}</th>
            <th style={money}>{t("cash.groups.net")}</th>
          </tr>
        </thead>
        <tbody>
          {answer.incomeGroup.map((group) => (
            <tr key={group.payment_type}>
              <td style={cell}>{t(`accountings.enums.payment_type.${group.payment_type}`)}</td>
              <td style={money}>{amount(group.income)}</td>
              <td style={money}>{amount(group.expense)}</td>
              <td style={money}>{amount(group.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={table} data-testid="end-of-day-records">
        <thead>
          <tr>
            <th style={cell}>{t("accountings.fields.date")}</th>
            <th style={cell}>{t("cash.records.type")}</th>
            <th style={cell}>{t("accountings.fields.kind")}</th>
            <th style={cell}>{t("accountings.fields.title")}</th>
            <th style={cell}>{t("accountings.fields.payment_type")}</th>
            <th style={money}>{t("accountings.fields.price")}</th>
          </tr>
        </thead>
        <tbody>
          {records.data.length === 0 && (
            <tr>
              <td style={cell} colSpan={6}>
                {t("cash.empty")}
              </td>
            </tr>
          )}
          {records.data.map((row) => (
            <tr key={row.id}>
              <td style={cell}>{row.date ? formatDate(row.date, false) : ""}</td>
              <td style={cell}>{row.type ? t(`accountings.enums.type.${row.type}`) : ""}</td>
              <td style={cell}>{t(`accountings.enums.kind.${row.kind}`)}</td>
              <td style={cell}>{row.title ?? ""}</td>
              <td style={cell}>{row.payment_type ? t(`accountings.enums.payment_type.${row.payment_type}`) : ""}</td>
              <td style={money}>{row.price ? amount(row.price) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {records.total > records.data.length && <p>{t("cash.print.more", { shown: records.data.length, total: records.total })}</p>}
    </div>
  );
};
