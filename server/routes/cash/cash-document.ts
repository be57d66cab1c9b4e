import type { DocumentDefinition } from "../services-pdf/render-pdf";
import type { CashFileContent } from "./cash-file";

const table = (header: string[], rows: string[][], widths: (string | number)[], rightFrom: number) => ({
  table: {
    headerRows: 1,
    widths,
    body: [
      header.map((text, index) => ({ text, style: "header", alignment: index >= rightFrom ? "right" : "left" })),
      ...rows.map((row) => row.map((text, index) => ({ text, alignment: index >= rightFrom ? "right" : "left" }))),
    ],
  },
  layout: "lightHorizontalLines",
  margin: [0, 0, 0, 12],
});

/** The cash box as pdfmake describes a document: A4, the shop and the range, the cards, the payment types, the records. */
export function cashDocument(content: CashFileContent): DocumentDefinition {
  return {
    pageSize: "A4",
    pageMargins: [32, 32, 32, 40],
    info: { title: content.title, creator: content.companyTitle },
    defaultStyle: { font: "Roboto", fontSize: 9 },
    styles: { company: { fontSize: 14, bold: true }, title: { fontSize: 12, margin: [0, 4, 0, 8] }, section: { fontSize: 11, bold: true, margin: [0, 4, 0, 4] }, header: { bold: true, fillColor: "#f0f0f0" } },
    content: [
      { text: content.companyTitle, style: "company" },
      { text: content.title, style: "title" },
      ...(content.closedNote ? [{ text: content.closedNote, italics: true, margin: [0, 0, 0, 8] }] : []),
      {
        columns: content.cards.map(([label, value]) => ({ stack: [{ text: label, color: "#595959" }, { text: value, bold: true, fontSize: 12 }] })),
        margin: [0, 0, 0, 12],
      },
      { text: content.groupsTitle, style: "section" },
      table(content.groupHeader, content.groupRows, ["*", "auto", "auto", "auto"], 1),
      { text: content.recordsTitle, style: "section" },
      content.recordRows.length === 0
        ? { text: content.empty, italics: true }
        : table(content.recordHeader, content.recordRows, ["auto", "auto", "*", "*", "auto", "auto"], 4),
    ],
    footer: (current: number, count: number) => ({ text: `${current} / ${count}`, alignment: "center", fontSize: 8, margin: [0, 12, 0, 0] }),
  };
}
