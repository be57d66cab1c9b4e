import { reportHeading, reportPage } from "../accounting-reports/printed";
import type { DocumentDefinition } from "../services-pdf/render-pdf";

type Cell = Record<string, unknown>;

export interface TableReport {
  title: string;
  companyTitle: string;
  logo?: string;
  /** "Yazdırılma tarihi: …", already in the document's language. */
  printedOn: string;
  widths: string[];
  header: Cell[];
  body: Cell[][];
  /** Shown across the table when `body` is empty. */
  emptyText: string;
  total: Cell[];
}

/** A party's A4 list (her statement, her products): the shop's heading, the day printed, one table and its total row. */
export function tableReportDocument(report: TableReport): DocumentDefinition {
  const empty = [{ text: report.emptyText, colSpan: report.header.length, italics: true }, ...report.header.slice(1).map(() => ({}))];
  return {
    ...reportPage(report.title, report.companyTitle),
    pageOrientation: "portrait",
    defaultStyle: { font: "Roboto", fontSize: 9 },
    content: [
      reportHeading(report.companyTitle, report.title, report.logo),
      { text: report.printedOn, style: "card" },
      { table: { headerRows: 1, widths: report.widths, body: [report.header, ...(report.body.length ? report.body : [empty]), report.total] }, layout: "lightHorizontalLines" },
    ],
    ...(report.logo ? { images: { logo: report.logo } } : {}),
  };
}

