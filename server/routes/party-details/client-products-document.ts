import { decimalStringFromKurus, kurusFromDecimalString } from "../../../src/domain/money/kurus";
import type { Row } from "../../data";
import { translate, type Language } from "../../i18n";
import { printedDate, printedMoney } from "../accounting-reports/printed";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import { tableReportDocument } from "./table-report";

export interface PrintedProducts {
  language: Language;
  clientName: string;
  companyTitle: string;
  today: string;
  products: readonly Row[];
  logo?: string;
}

const COLUMNS = ["title", "brand", "type", "piece", "price", "total", "last_payment_date"] as const;
const RIGHT = new Set<string>(["piece", "price", "total"]);

/** What one row comes to: its unit price times its pieces, in kuruş (never a float). */
const rowTotal = (row: Row) => kurusFromDecimalString(String(row.price ?? "0")) * Number(row.piece ?? 1);

/** A client's products on A4: what the shop bought from or sold to her outside the catalog, and their total. */
export function clientProductsDocument(printed: PrintedProducts): DocumentDefinition {
  const { language } = printed;
  const t = (key: string, params?: Record<string, string>) => translate(language, `server.partyDetails.${key}`, params);
  const money = (kurus: number) => printedMoney(decimalStringFromKurus(kurus), language);
  const title = t("products.title", { name: printed.clientName });
  const header = COLUMNS.map((column) => ({ text: t(`products.columns.${column}`), style: "header", alignment: RIGHT.has(column) ? "right" : "left" }));
  const body = printed.products.map((row) => [
    { text: String(row.title ?? "") },
    { text: String(row.brand ?? "") },
    { text: t(`products.types.${String(row.type ?? "sale")}`) },
    { text: String(row.piece ?? 1), alignment: "right" },
    { text: money(kurusFromDecimalString(String(row.price ?? "0"))), alignment: "right" },
    { text: money(rowTotal(row)), alignment: "right" },
    { text: printedDate(row.last_payment_date as string | null) },
  ]);
  const sum = printed.products.reduce((total, row) => total + rowTotal(row), 0);
  const total = [{ text: t("products.columns.sum"), bold: true, colSpan: 5 }, {}, {}, {}, {}, { text: money(sum), alignment: "right", bold: true }, {}];
  return tableReportDocument({
    title,
    companyTitle: printed.companyTitle,
    logo: printed.logo,
    printedOn: t("printedOn", { date: printedDate(printed.today) }),
    widths: ["*", "auto", "auto", "auto", "auto", "auto", "auto"],
    header,
    body,
    emptyText: t("products.empty"),
    total,
  });
}
