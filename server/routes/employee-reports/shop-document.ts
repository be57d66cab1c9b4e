import type { EmployeeReportCards, EmployeeReportRow } from "../../data/employee-reports";
import type { Language } from "../../i18n";
import { printedMoney, reportHeading, reportPage } from "../accounting-reports/printed";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import type { ReportPeriod } from "./period";
import { printedPeriod, printedRange, reportTexts } from "./printed-period";

export interface ShopReportPrint {
  language: Language;
  companyTitle: string;
  logo?: string;
  period: ReportPeriod;
  cards: EmployeeReportCards;
  rows: readonly EmployeeReportRow[];
}

const CARDS = ["employees", "sale_income", "rent_income", "leave_days"] as const;
const MONEY_COLUMNS = ["sale_income", "rent_income", "commission"] as const;
const PAID_COLUMNS = ["advances", "salaries"] as const;

/** The employee report as pdfmake describes it: the shop, the period, the four cards, a line per live employee. */
export function shopReportDocument(report: ShopReportPrint): DocumentDefinition {
  const { language, cards } = report;
  const t = reportTexts(language);
  const money = (amount: string) => printedMoney(amount, language);
  const title = t("title", { period: printedPeriod(report.period) });
  const cardValue = (card: (typeof CARDS)[number]) => (card === "employees" || card === "leave_days" ? String(cards[card]) : money(cards[card]));
  const columns = ["full_name", ...MONEY_COLUMNS, "leave_days", ...PAID_COLUMNS];
  const header = columns.map((column) => ({ text: t(`columns.${column}`), style: "header", alignment: column === "full_name" ? "left" : "right" }));
  const body = report.rows.map((row) => [
    { text: row.full_name },
    ...MONEY_COLUMNS.map((column) => ({ text: money(row[column]), alignment: "right" })),
    { text: String(row.leave_days), alignment: "right" },
    ...PAID_COLUMNS.map((column) => ({ text: money(row[column]), alignment: "right" })),
  ]);
  const table =
    body.length > 0
      ? { table: { headerRows: 1, widths: ["*", ...columns.slice(1).map(() => "auto")], body: [header, ...body] }, layout: "lightHorizontalLines" }
      : { text: t("empty"), italics: true };
  return {
    ...reportPage(title, report.companyTitle),
    content: [
      reportHeading(report.companyTitle, title, report.logo),
      { text: printedRange(report.period, language), margin: [0, 0, 0, 8] },
      { columns: CARDS.map((card) => ({ stack: [{ text: t(`cards.${card}`), fontSize: 9 }, { text: cardValue(card), bold: true }] })), style: "card" },
      table,
    ],
    ...(report.logo ? { images: { logo: report.logo } } : {}),
  };
}
