import type { Language } from "../../i18n";
import { translate } from "../../i18n";
import { printedDate, printedMoney, reportHeading, reportPage } from "../accounting-reports/printed";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import type { ReportPeriod } from "./period";
import { printedPeriod, printedRange, reportTexts } from "./printed-period";
import type { EmployeeReport } from "./reports";

export interface EmployeeReportPrint {
  language: Language;
  companyTitle: string;
  logo?: string;
  period: ReportPeriod;
  report: EmployeeReport;
}

const FIGURES = ["sale_income", "rent_income", "commission", "leave_days", "advances", "salaries"] as const;

type Cell = { text: string; alignment?: string; style?: string };

/** One section: its heading, then its table, or the empty line when the period holds none of its rows. */
const section = (heading: string, header: Cell[], rows: Cell[][], empty: string) => [
  { text: heading, bold: true, fontSize: 11, margin: [0, 12, 0, 4] },
  rows.length > 0
    ? { table: { headerRows: 1, widths: header.map((_, index) => (index === header.length - 1 ? "*" : "auto")), body: [header, ...rows] }, layout: "lightHorizontalLines" }
    : { text: empty, italics: true },
];

/** One employee's report: the figures of the period, then its commission entries, leave and payments. */
export function employeeReportDocument(print: EmployeeReportPrint): DocumentDefinition {
  const { language, report } = print;
  const t = reportTexts(language);
  const money = (amount: string) => printedMoney(amount, language);
  const title = t("employeeTitle", { name: report.employee.full_name, period: printedPeriod(print.period) });
  const headerOf = (group: string, columns: readonly string[], right: readonly string[]) =>
    columns.map((column) => ({ text: t(`${group}.${column}`), style: "header", alignment: right.includes(column) ? "right" : "left" }));
  const right = (text: string): Cell => ({ text, alignment: "right" });
  const commissions = report.commissions.map((row) => [
    { text: printedDate(row.date) },
    { text: t(`types.${row.type}`) },
    right(money(row.total_price)),
    right(String(row.rate)),
    right(money(row.commission)),
    { text: row.description ?? "" },
  ]);
  const permits = report.permits.map((row) => [
    { text: printedDate(row.start_at) },
    { text: printedDate(row.finish_at) },
    right(String(row.daycount)),
    right(String(row.days_in_period)),
    { text: row.description ?? "" },
  ]);
  const payments = report.payments.map((row) => [
    { text: printedDate(row.date) },
    { text: t(`kinds.${row.kind}`) },
    right(money(row.price)),
    { text: row.payment_type ? translate(language, `server.accounting.cashFile.paymentTypes.${row.payment_type}`) : "" },
    { text: row.description ?? "" },
  ]);
  const figure = (key: (typeof FIGURES)[number]) => (key === "leave_days" ? String(report.figures.leave_days) : money(report.figures[key]));
  return {
    ...reportPage(title, print.companyTitle),
    content: [
      reportHeading(print.companyTitle, title, print.logo),
      { text: printedRange(print.period, language), margin: [0, 0, 0, 8] },
      { columns: FIGURES.map((key) => ({ stack: [{ text: t(`columns.${key}`), fontSize: 9 }, { text: figure(key), bold: true }] })), style: "card" },
      ...section(t("sections.commissions"), headerOf("commissionColumns", ["date", "type", "total_price", "rate", "commission", "description"], ["total_price", "rate", "commission"]), commissions, t("empty")),
      ...section(t("sections.permits"), headerOf("permitColumns", ["start_at", "finish_at", "daycount", "days_in_period", "description"], ["daycount", "days_in_period"]), permits, t("empty")),
      ...section(t("sections.payments"), headerOf("paymentColumns", ["date", "kind", "price", "payment_type", "description"], ["price"]), payments, t("empty")),
    ],
    ...(print.logo ? { images: { logo: print.logo } } : {}),
  };
}
