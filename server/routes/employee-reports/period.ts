import { endOfMonth, localDateIn, type DateRange } from "../../../src/domain/periods";

export interface ReportPeriodQuery {
  year?: number;
  month?: number;
}

/** A report's period: a month of a year, or the whole year (`month` null). */
export interface ReportPeriod extends DateRange {
  year: number;
  month: number | null;
}

export const periodQueryProperties = {
  year: { type: "integer", minimum: 2000, maximum: 2100, description: "default this year on the shop's clock" },
  month: { type: "integer", minimum: 1, maximum: 12, description: "1–12; absent with a year: the whole year; both absent: this month" },
} as const;

/**
 * The days of the report's period on the shop's clock (spec §2 "Employee report": yearly or one of the 12 months):
 * nothing asked is this month; a year alone is that whole year; a month alone is that month of this year.
 */
export function reportPeriod(query: ReportPeriodQuery, timeZone: string, now = new Date()): ReportPeriod {
  const today = localDateIn(now, timeZone);
  const year = query.year ?? Number(today.slice(0, 4));
  const month = query.month ?? (query.year === undefined ? Number(today.slice(5, 7)) : null);
  if (month === null) return { year, month, start: `${year}-01-01`, end: `${year}-12-31` };
  const start = `${year}-${String(month).padStart(2, "0")}-01`;
  return { year, month, start, end: endOfMonth(start) };
}

/** How the period is named in a file name and a title: "2026-05" or "2026". */
export const periodName = (period: ReportPeriod): string => (period.month === null ? String(period.year) : `${period.year}-${String(period.month).padStart(2, "0")}`);
