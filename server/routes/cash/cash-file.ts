import { formatMoney } from "../../../src/engine/format";
import { PAYMENT_SPLITS } from "../../../src/schemas/accountings.schema";
import type { Row } from "../../data";
import { translate, type Language } from "../../i18n";
import type { CashBox } from "./cash-box";

/** What the cash box's Excel and PDF both show, as text: the cards, the payment types and the records. */
export interface CashFileContent {
  companyTitle: string;
  title: string;
  closedNote?: string;
  cards: [label: string, value: string][];
  groupsTitle: string;
  groupHeader: string[];
  groupRows: string[][];
  recordsTitle: string;
  recordHeader: string[];
  recordRows: string[][];
  empty: string;
}

const RECORD_COLUMNS = ["date", "kind", "title", "payment_type", "income", "expense"] as const;

/** 2026-03-10 → 10.03.2026, as the screens show a day. */
const shownDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * The cash box as the shop reads it on paper: money in its language's format (₺1.234,56 in Turkish, exact: the
 * decimal text is formatted, never a float), a multiple payment with its splits beside its payment type.
 */
export function cashFileContent(language: Language, companyTitle: string, box: CashBox, records: readonly Row[]): CashFileContent {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `server.accounting.cashFile.${key}`, params);
  const money = (value: unknown) => formatMoney(String(value ?? "0"), language);
  const paymentOf = (row: Row): string => {
    const type = String(row.payment_type ?? "");
    if (type !== "multiple_payment") return t(`paymentTypes.${type}`);
    const splits = Object.entries(PAYMENT_SPLITS)
      .filter(([, field]) => row[field] !== null && row[field] !== undefined && Number(row[field]) !== 0)
      .map(([split, field]) => `${t(`paymentTypes.${split}`)} ${money(row[field])}`);
    return `${t("paymentTypes.multiple_payment")} (${splits.join(", ")})`;
  };
  return {
    companyTitle,
    title: box.start_date === box.end_date ? t("day", { day: shownDay(box.start_date) }) : t("range", { start: shownDay(box.start_date), end: shownDay(box.end_date) }),
    closedNote: box.closed ? t("closed", { at: shownDay(box.closed.day) }) : undefined,
    cards: [
      [t("inSafeMoney"), money(box.inSafeMoney)],
      [t("income"), money(box.income)],
      [t("expense"), money(box.expense)],
      [t("processCount"), String(box.process_count)],
    ],
    groupsTitle: t("byPaymentType"),
    groupHeader: [t("columns.payment_type"), t("income"), t("expense"), t("net")],
    groupRows: box.incomeGroup.map((group) => [t(`paymentTypes.${group.payment_type}`), money(group.income), money(group.expense), money(group.net)]),
    recordsTitle: t("records"),
    recordHeader: RECORD_COLUMNS.map((column) => t(`columns.${column}`)),
    recordRows: records.map((row) => [
      shownDay(String(row.date)),
      t(`kinds.${String(row.kind)}`),
      String(row.title ?? ""),
      paymentOf(row),
      row.type === "income" ? money(row.price) : "",
      row.type === "expense" ? money(row.price) : "",
    ]),
    empty: t("empty"),
  };
}

/** A file name every browser keeps: kasa-2026-03-10, kasa-2026-03-01-2026-03-31. */
export const cashFileName = (box: CashBox, extension: "xlsx" | "pdf"): string =>
  `kasa-${box.start_date}${box.start_date === box.end_date ? "" : `-${box.end_date}`}.${extension}`;
