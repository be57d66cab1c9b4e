import dayjs from "dayjs";

/** The route's `type`: the whole year, or one of its months (1–12). */
export type PeriodType = "yearly" | `${number}`;

export interface ReportPeriodChoice {
  type: PeriodType;
  year: number;
}

/**
 * The period the address asks for (spec §7 `employee-reports/{type}`): `yearly` or a month 1–12 (anything else, or
 * nothing, is this month) of `?year=` (this year unless a year 2000–2100 is given).
 */
export function periodFromRoute(type: string | undefined, yearParam: string | null, now = dayjs()): ReportPeriodChoice {
  const asked = Number(yearParam);
  const year = yearParam && Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : now.year();
  const month = Number(type);
  if (type === "yearly") return { type, year };
  return { type: Number.isInteger(month) && month >= 1 && month <= 12 ? (String(month) as PeriodType) : (String(now.month() + 1) as PeriodType), year };
}

/** The report routes' query for the period: the year, and the month unless the whole year is asked. */
export const periodQuery = ({ type, year }: ReportPeriodChoice): Record<string, string> => (type === "yearly" ? { year: String(year) } : { year: String(year), month: type });

/** The address of a period's report. */
export const periodPath = ({ type, year }: ReportPeriodChoice): string => `/employee-reports/${type}?year=${year}`;

/** The years the select offers: this one and the four before it, and the asked one if it is elsewhere. */
export const selectableYears = (asked: number, now = dayjs()): number[] => {
  const years = Array.from({ length: 5 }, (_, index) => now.year() - index);
  return years.includes(asked) ? years : [...years, asked].sort((a, b) => b - a);
};
