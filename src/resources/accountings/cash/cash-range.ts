import { isIsoDate, type IsoDate } from "../../../domain/periods";
import { SINGLE_PAYMENT_TYPES } from "../../../schemas/accountings.schema";

/** The days a cash box covers, both inclusive (YYYY-MM-DD); one day when start and end are equal. */
export interface CashRange {
  start_date: IsoDate;
  end_date: IsoDate;
}

export type SinglePaymentType = (typeof SINGLE_PAYMENT_TYPES)[number];

/** The server takes at most this many days in one range (GET /safe). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const daysBetween = (start: IsoDate, end: IsoDate): number => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;

export const isOneDay = (range: CashRange): boolean => range.start_date === range.end_date;

/**
 * The range an address asks for (`?date=` or `?start_date=&end_date=`, so a month can be opened by link), else
 * `today`. A range that is backwards or longer than the server takes falls back to today too; `max` caps both ends
 * (past cash boxes end today).
 */
export const rangeFromQuery = (query: URLSearchParams, today: IsoDate, max?: IsoDate): CashRange => {
  const capped = (day: IsoDate) => (max !== undefined && day > max ? max : day);
  const date = query.get("date");
  if (isIsoDate(date)) return { start_date: capped(date), end_date: capped(date) };
  const start = query.get("start_date");
  const end = query.get("end_date");
  if (isIsoDate(start) && isIsoDate(end) && start <= end && daysBetween(start, end) < MAX_RANGE_DAYS) {
    return { start_date: capped(start), end_date: capped(end) };
  }
  return { start_date: today, end_date: today };
};

/** The address's query for a range: one day is `date`, several are `start_date` and `end_date`. */
export const rangeToQuery = (range: CashRange): Record<string, string> =>
  isOneDay(range) ? { date: range.start_date } : { start_date: range.start_date, end_date: range.end_date };

export const paymentTypeFromQuery = (query: URLSearchParams): SinglePaymentType | undefined => {
  const value = query.get("payment_type");
  return (SINGLE_PAYMENT_TYPES as readonly string[]).includes(value ?? "") ? (value as SinglePaymentType) : undefined;
};

/** The file the Excel export is saved as: `kasa-<day>.xlsx`, or `kasa-<start>_<end>.xlsx` for a range. */
export const excelFileName = (range: CashRange): string =>
  isOneDay(range) ? `kasa-${range.start_date}.xlsx` : `kasa-${range.start_date}_${range.end_date}.xlsx`;
