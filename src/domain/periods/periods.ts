import { addDays, addMonthsClamped, assertIsoDate, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from "./plainDate";
import type { DateRange, IsoDate } from "./plainDate";
import { DEFAULT_SHOP_TIME_ZONE, localDateIn } from "./timeZone";

export const ACCOUNTING_PERIODS = ["daily", "weekly", "monthly", "other"] as const;
export type AccountingPeriod = (typeof ACCOUNTING_PERIODS)[number];

export const TAILOR_PERIODS = ["today", "tomorrow", "weekly", "nextWeekly", "monthly", "nextMonthly", "all", "other"] as const;
export type TailorPeriod = (typeof TAILOR_PERIODS)[number];

export interface PeriodContext {
  now: Date;
  /** IANA zone of the company; Europe/Istanbul when not set. */
  timeZone?: string;
  /** The user's own range, required for the "other" period. */
  custom?: DateRange;
}

/** Accounting and dashboard periods: today, this Monday–Sunday week, this calendar month, or custom. */
export function accountingPeriodRange(period: AccountingPeriod, context: PeriodContext): DateRange {
  const today = localDateIn(context.now, context.timeZone ?? DEFAULT_SHOP_TIME_ZONE);
  switch (period) {
    case "daily":
      return { start: today, end: today };
    case "weekly":
      return weekOf(today);
    case "monthly":
      return monthOf(today);
    case "other":
      return customRange(context.custom);
  }
}

/** Tailor and dry-cleaning periods. `null` means "all": no date restriction. */
export function tailorPeriodRange(period: TailorPeriod, context: PeriodContext): DateRange | null {
  const today = localDateIn(context.now, context.timeZone ?? DEFAULT_SHOP_TIME_ZONE);
  switch (period) {
    case "today":
      return { start: today, end: today };
    case "tomorrow": {
      const tomorrow = addDays(today, 1);
      return { start: tomorrow, end: tomorrow };
    }
    case "weekly":
      return weekOf(today);
    case "nextWeekly":
      return weekOf(addDays(today, 7));
    case "monthly":
      return monthOf(today);
    case "nextMonthly":
      return monthOf(addMonthsClamped(startOfMonth(today), 1));
    case "all":
      return null;
    case "other":
      return customRange(context.custom);
  }
}

function weekOf(date: IsoDate): DateRange {
  return { start: startOfWeek(date), end: endOfWeek(date) };
}

function monthOf(date: IsoDate): DateRange {
  return { start: startOfMonth(date), end: endOfMonth(date) };
}

function customRange(custom: DateRange | undefined): DateRange {
  if (!custom) throw new RangeError('the "other" period needs a custom start and end date');
  assertIsoDate(custom.start);
  assertIsoDate(custom.end);
  if (custom.start > custom.end) throw new RangeError(`start ${custom.start} is after end ${custom.end}`);
  return { start: custom.start, end: custom.end };
}
