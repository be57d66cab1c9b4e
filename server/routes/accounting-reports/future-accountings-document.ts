import type { OpenRecord } from "../../data/accounting-reports";
import { translate, type Language } from "../../i18n";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import { printedDate, printedMoney, reportHeading, reportPage } from "./printed";

export interface FutureAccountingsList {
  language: Language;
  type: "credit" | "debt";
  month: string;
  companyTitle: string;
  rows: readonly (OpenRecord & { past_due: boolean })[];
  /** Σ remaining of the rows. */
  remaining: string;
  logo?: string;
}

const COLUMNS = ["title", "party", "date", "last_payment_date", "price", "paid", "remaining"] as const;
const RIGHT = new Set(["price", "paid", "remaining"]);

/** The future receivables (or payables) of a month as the page shows them: past-due rows in red, the total below. */
export function futureAccountingsDocument(list: FutureAccountingsList): DocumentDefinition {
  const { language } = list;
  const t = (key: string, params?: Record<string, string>) => translate(language, `server.accountingReports.${key}`, params);
  const title = t(`future.title.${list.type}`, { month: `${list.month.slice(5, 7)}.${list.month.slice(0, 4)}` });
  const header = COLUMNS.map((column) => ({ text: t(`future.columns.${column}`), style: "header", alignment: RIGHT.has(column) ? "right" : "left" }));
  const cell = (row: FutureAccountingsList["rows"][number], column: (typeof COLUMNS)[number]): string => {
    if (column === "party") return row.client_name ?? row.supplier_name ?? "";
    if (column === "date" || column === "last_payment_date") return printedDate(row[column]);
    if (RIGHT.has(column)) return printedMoney(row[column as "price" | "paid" | "remaining"], language);
    return row.title ?? "";
  };
  const body = list.rows.map((row) => COLUMNS.map((column) => ({ text: cell(row, column), alignment: RIGHT.has(column) ? "right" : "left", color: row.past_due ? "#cf1322" : undefined })));
  return {
    ...reportPage(title, list.companyTitle),
    content: [
      reportHeading(list.companyTitle, title, list.logo),
      { text: `${t("future.total")}: ${printedMoney(list.remaining, language)}`, style: "card" },
      list.rows.length === 0
        ? { text: t("future.empty"), italics: true }
        : { table: { headerRows: 1, widths: ["*", "*", "auto", "auto", "auto", "auto", "auto"], body: [header, ...body] }, layout: "lightHorizontalLines" },
      list.rows.some((row) => row.past_due) ? { text: t("future.pastDueNote"), fontSize: 8, color: "#cf1322", margin: [0, 8, 0, 0] } : { text: "" },
    ],
    ...(list.logo ? { images: { logo: list.logo } } : {}),
  };
}
