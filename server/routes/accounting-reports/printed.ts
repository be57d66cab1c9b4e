import { formatMoney } from "../../../src/engine/format";
import type { Language } from "../../i18n";

/** A calendar day as the shop reads it (DD.MM.YYYY, spec §9 "Display"). */
export const printedDate = (day: string | null | undefined): string => (day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : "");

/** Money as the language writes it (₺1.234,56 in Turkish), from decimal text: never through a float. */
export const printedMoney = (amount: string, language: Language): string => formatMoney(amount, language);

/** What every report PDF shares: A4 landscape (spec §9), Roboto (every Turkish letter), a page counter. */
export const reportPage = (title: string, creator: string) => ({
  pageSize: "A4",
  pageOrientation: "landscape",
  pageMargins: [32, 32, 32, 40],
  info: { title, creator },
  defaultStyle: { font: "Roboto", fontSize: 10 },
  styles: {
    company: { fontSize: 14, bold: true },
    title: { fontSize: 12, margin: [0, 4, 0, 12] },
    header: { bold: true, fillColor: "#f0f0f0" },
    card: { fontSize: 11, margin: [0, 0, 0, 12] },
  },
  footer: (current: number, count: number) => ({ text: `${current} / ${count}`, alignment: "center", fontSize: 8, margin: [0, 12, 0, 0] }),
});

/** The shop's name (and logo, when it prints one) above the report's title. */
export const reportHeading = (companyTitle: string, title: string, logo: string | undefined) => {
  const stack = [{ text: companyTitle, style: "company" }, { text: title, style: "title" }];
  return logo ? { columns: [{ image: "logo", fit: [120, 60], width: 130 }, { stack, width: "*" }], columnGap: 12 } : { stack };
};
