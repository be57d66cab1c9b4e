import { SINGLE_PAYMENT_TYPES } from "../../../src/schemas/accountings.schema";
import { localDateIn } from "../../../src/domain/periods";
import type { CashRange, SinglePaymentType } from "../../data/cash";
import { invalid } from "../../errors";

/** A range of the cash box holds at most a year's days (a leap year's too). */
export const MAX_RANGE_DAYS = 366;

const date = { type: "string", format: "date" } as const;

/** What chooses a cash box: one day (`date`) or a range (`start_date`, `end_date`), and one payment type's movements. */
export const rangeProperties = {
  date,
  start_date: date,
  end_date: date,
  payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES },
} as const;

export interface RangeQuery {
  date?: string;
  start_date?: string;
  end_date?: string;
  payment_type?: SinglePaymentType;
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/**
 * The days asked for: `date` alone, or `start_date`..`end_date` (both, in order, at most a year), or today on the
 * company's clock. A wrong choice is a 422 on the parameter at fault.
 */
export function rangeOf(query: RangeQuery, timeZone: string, now = new Date()): CashRange {
  const paymentType = query.payment_type;
  if (query.date !== undefined) {
    if (query.start_date !== undefined || query.end_date !== undefined) throw invalid("date", "server.accounting.dateOrRange");
    return { start: query.date, end: query.date, paymentType };
  }
  if (query.start_date === undefined && query.end_date === undefined) {
    const today = localDateIn(now, timeZone);
    return { start: today, end: today, paymentType };
  }
  if (query.start_date === undefined) throw invalid("start_date", "server.validation.required");
  if (query.end_date === undefined) throw invalid("end_date", "server.validation.required");
  if (query.end_date < query.start_date) throw invalid("end_date", "server.accounting.rangeReversed");
  if (dayNumber(query.end_date) - dayNumber(query.start_date) + 1 > MAX_RANGE_DAYS) throw invalid("end_date", "server.accounting.rangeTooLong", { days: MAX_RANGE_DAYS });
  return { start: query.start_date, end: query.end_date, paymentType };
}

/** Whether the range is one day (a day close belongs to it). */
export const isOneDay = (range: CashRange): boolean => range.start === range.end;
