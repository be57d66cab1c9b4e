import { translate, type Language } from "../../i18n";
import { printedDate } from "../accounting-reports/printed";
import type { ReportPeriod } from "./period";

/** The period as a title names it: "05.2026" for a month, "2026" for the year. */
export const printedPeriod = (period: ReportPeriod): string => (period.month === null ? String(period.year) : `${String(period.month).padStart(2, "0")}.${period.year}`);

/** Its days under the title: "01.05.2026 – 31.05.2026". */
export const printedRange = (period: ReportPeriod, language: Language): string =>
  translate(language, "server.employeeReports.range", { start: printedDate(period.start), end: printedDate(period.end) });

/** The report's texts in the caller's language. */
export const reportTexts = (language: Language) => (key: string, params?: Record<string, string>) => translate(language, `server.employeeReports.${key}`, params);
