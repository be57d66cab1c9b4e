import type { DayFigures } from "../../data/accounting-reports";
import { translate, type Language } from "../../i18n";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import { printedDate, printedMoney, reportHeading, reportPage } from "./printed";

export interface MonthlyStatus {
  language: Language;
  month: string;
  companyTitle: string;
  days: readonly DayFigures[];
  summary: { income: string; expense: string; net: string; credit: string; debt: string };
  logo?: string;
}

const CARDS = ["income", "expense", "net", "credit", "debt"] as const;

/** The monthly general status as pdfmake describes it: the cards in a row, then one line per day of the month. */
export function monthlyStatusDocument(status: MonthlyStatus): DocumentDefinition {
  const { language } = status;
  const t = (key: string, params?: Record<string, string>) => translate(language, `server.accountingReports.${key}`, params);
  const title = t("monthly.title", { month: `${status.month.slice(5, 7)}.${status.month.slice(0, 4)}` });
  const money = (amount: string) => printedMoney(amount, language);
  const header = ["day", "income", "expense", "net", "process_count"].map((column) => ({ text: t(`monthly.columns.${column}`), style: "header", alignment: column === "day" ? "left" : "right" }));
  const body = status.days.map((day) => [
    { text: printedDate(day.day) },
    { text: money(day.income), alignment: "right" },
    { text: money(day.expense), alignment: "right" },
    { text: money(day.net), alignment: "right", color: day.net.startsWith("-") ? "#cf1322" : undefined },
    { text: String(day.process_count), alignment: "right" },
  ]);
  const total = [
    { text: t("monthly.columns.total"), bold: true },
    { text: money(status.summary.income), alignment: "right", bold: true },
    { text: money(status.summary.expense), alignment: "right", bold: true },
    { text: money(status.summary.net), alignment: "right", bold: true },
    { text: String(status.days.reduce((sum, day) => sum + day.process_count, 0)), alignment: "right", bold: true },
  ];
  return {
    ...reportPage(title, status.companyTitle),
    content: [
      reportHeading(status.companyTitle, title, status.logo),
      { columns: CARDS.map((card) => ({ stack: [{ text: t(`monthly.cards.${card}`), fontSize: 9 }, { text: money(status.summary[card]), bold: true }] })), style: "card" },
      { table: { headerRows: 1, widths: ["*", "auto", "auto", "auto", "auto"], body: [header, ...body, total] }, layout: "lightHorizontalLines" },
    ],
    ...(status.logo ? { images: { logo: status.logo } } : {}),
  };
}
