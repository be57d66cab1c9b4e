import ExcelJS from "exceljs";
import type { CashFileContent } from "./cash-file";

const bold = { bold: true } as const;

/**
 * The cash box as an .xlsx: one sheet with the shop and the range, the four cards, the payment types and the
 * records. Every cell is text (money as "₺1.234,56"): what the screen shows, exactly, with no float in between.
 */
export async function cashWorkbook(content: CashFileContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(content.title.slice(0, 31).replace(/[*?:\\/[\]]/g, "-"));
  sheet.columns = [{ width: 14 }, { width: 18 }, { width: 36 }, { width: 36 }, { width: 16 }, { width: 16 }];
  sheet.addRow([content.companyTitle]).font = { ...bold, size: 14 };
  sheet.addRow([content.title]).font = { ...bold, size: 12 };
  if (content.closedNote) sheet.addRow([content.closedNote]);
  sheet.addRow([]);
  for (const [label, value] of content.cards) sheet.addRow([label, value]).getCell(1).font = bold;
  sheet.addRow([]);
  sheet.addRow([content.groupsTitle]).font = bold;
  sheet.addRow(content.groupHeader).font = bold;
  for (const row of content.groupRows) sheet.addRow(row);
  sheet.addRow([]);
  sheet.addRow([content.recordsTitle]).font = bold;
  sheet.addRow(content.recordHeader).font = bold;
  if (content.recordRows.length === 0) sheet.addRow([content.empty]);
  for (const row of content.recordRows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
