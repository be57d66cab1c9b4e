import { formatMoney } from "../../../src/engine/format";
import { UNLIMITED_STOCK } from "../../../src/schemas/services.schema";
import type { Row } from "../../data";
import { translate, type Language } from "../../i18n";
import type { DocumentDefinition } from "./render-pdf";

/** What the product list prints: the shop, the category (none: every category) and the products in name order. */
export interface ProductList {
  language: Language;
  companyTitle: string;
  categoryName?: string;
  products: readonly Row[];
  /** The shop's logo as a data URL, when it prints its logo and has one. */
  logo?: string;
}

const COLUMNS = ["name", "barcode", "size", "stock", "price", "rent_price"] as const;
const RIGHT_ALIGNED = new Set(["size", "stock", "price", "rent_price"]);

const cellText = (product: Row, column: (typeof COLUMNS)[number], language: Language): string => {
  const value = product[column];
  if (value === null || value === undefined || value === "") return "";
  if (column === "stock") return value === UNLIMITED_STOCK ? translate(language, "server.servicesPdf.unlimited") : String(value);
  if (column === "price" || column === "rent_price") return formatMoney(String(value), language);
  return String(value);
};

/**
 * The product list as pdfmake describes a document: A4 landscape (spec §9), the shop's logo and name, the
 * category, and one table row per product; the header row repeats on every page.
 */
export function productListDocument(list: ProductList): DocumentDefinition {
  const { language } = list;
  const heading = translate(language, "server.servicesPdf.title");
  const category = list.categoryName ?? translate(language, "server.servicesPdf.allCategories");
  const header = COLUMNS.map((column) => ({ text: translate(language, `server.servicesPdf.columns.${column}`), style: "header", alignment: RIGHT_ALIGNED.has(column) ? "right" : "left" }));
  const body = list.products.map((product) =>
    COLUMNS.map((column) => ({
      text: cellText(product, column, language),
      alignment: RIGHT_ALIGNED.has(column) ? "right" : "left",
      // The management list's rule: a product that ran out is red.
      color: column === "name" && product.stock === 0 ? "#cf1322" : undefined,
    })),
  );
  const title = [{ text: list.companyTitle, style: "company" }, { text: `${heading}: ${category}`, style: "title" }];
  return {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [32, 32, 32, 40],
    info: { title: `${heading}: ${category}`, creator: list.companyTitle },
    defaultStyle: { font: "Roboto", fontSize: 10 },
    styles: { company: { fontSize: 14, bold: true }, title: { fontSize: 12, margin: [0, 4, 0, 12] }, header: { bold: true, fillColor: "#f0f0f0" } },
    content: [
      list.logo ? { columns: [{ image: "logo", fit: [120, 60], width: 130 }, { stack: title, width: "*" }], columnGap: 12 } : { stack: title },
      list.products.length === 0
        ? { text: translate(language, "server.servicesPdf.empty"), italics: true }
        : { table: { headerRows: 1, widths: ["*", "auto", "auto", "auto", "auto", "auto"], body: [header, ...body] }, layout: "lightHorizontalLines" },
    ],
    footer: (current: number, count: number) => ({ text: `${current} / ${count}`, alignment: "center", fontSize: 8, margin: [0, 12, 0, 0] }),
    ...(list.logo ? { images: { logo: list.logo } } : {}),
  };
}
