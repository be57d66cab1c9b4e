import { translate, type Language } from "../../i18n";
import { printedDate, printedMoney } from "../accounting-reports/printed";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import { tableReportDocument } from "./table-report";
import type { Statement } from "./statement";

export interface PrintedStatement {
  language: Language;
  party: "client" | "supplier";
  partyName: string;
  companyTitle: string;
  /** The day it is printed, on the shop's clock. */
  today: string;
  statement: Statement;
  logo?: string;
}

const COLUMNS = ["date", "kind", "title", "contract_no", "debit", "credit", "balance"] as const;
const MONEY_COLUMNS = new Set<string>(["debit", "credit", "balance"]);

/** A client's or supplier's statement on A4: the shop, the party, the day, one line per record with the running balance. */
export function statementDocument(printed: PrintedStatement): DocumentDefinition {
  const { language, statement } = printed;
  const t = (key: string, params?: Record<string, string>) => translate(language, `server.partyDetails.${key}`, params);
  const money = (amount: string) => printedMoney(amount, language);
  const title = t(`statement.title.${printed.party}`, { name: printed.partyName });
  const header = COLUMNS.map((column) => ({ text: t(`statement.columns.${column}`), style: "header", alignment: MONEY_COLUMNS.has(column) ? "right" : "left" }));
  const body = statement.rows.map((row) => [
    { text: printedDate(row.date) },
    { text: t(`kinds.${row.kind}`) },
    { text: row.title ?? "" },
    { text: row.contract_no ?? "" },
    { text: money(row.debit), alignment: "right" },
    { text: money(row.credit), alignment: "right" },
    { text: money(row.balance), alignment: "right", color: row.balance.startsWith("-") ? "#cf1322" : undefined },
  ]);
  const total = [
    { text: t("statement.columns.total"), bold: true, colSpan: 4 },
    {},
    {},
    {},
    { text: money(statement.totals.debit), alignment: "right", bold: true },
    { text: money(statement.totals.credit), alignment: "right", bold: true },
    { text: money(statement.totals.balance), alignment: "right", bold: true },
  ];
  return tableReportDocument({
    title,
    companyTitle: printed.companyTitle,
    logo: printed.logo,
    printedOn: t("printedOn", { date: printedDate(printed.today) }),
    widths: ["auto", "auto", "*", "auto", "auto", "auto", "auto"],
    header,
    body,
    emptyText: t("statement.empty"),
    total,
  });
}
