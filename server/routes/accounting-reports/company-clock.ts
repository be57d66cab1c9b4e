import type { FastifyRequest } from "fastify";
import {
  ACCOUNTING_PERIODS,
  DEFAULT_SHOP_TIME_ZONE,
  accountingPeriodRange,
  endOfMonth,
  isIsoDate,
  localDateIn,
  type AccountingPeriod,
  type DateRange,
} from "../../../src/domain/periods";
import { invalid } from "../../errors";

/** The company's time zone: every "today", week and month of a report is on the shop's clock, not the server's. */
export async function companyTimeZone(request: FastifyRequest): Promise<string> {
  return (await request.repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
}

export const monthPattern = "^[0-9]{4}-(0[1-9]|1[0-2])$";

/** A month ("YYYY-MM") as its days; absent: this month on the shop's clock. */
export function monthRange(month: string | undefined, timeZone: string, now = new Date()): DateRange & { month: string } {
  const chosen = month ?? localDateIn(now, timeZone).slice(0, 7);
  const start = `${chosen}-01`;
  return { month: chosen, start, end: endOfMonth(start) };
}

export interface PeriodQuery {
  period?: AccountingPeriod;
  start_date?: string;
  end_date?: string;
}

export const periodQueryProperties = {
  period: { type: "string", enum: ACCOUNTING_PERIODS, default: "daily", description: "daily: today, weekly: this Monday–Sunday, monthly: this month, other: start_date–end_date" },
  start_date: { type: "string", format: "date" },
  end_date: { type: "string", format: "date" },
} as const;

/** The days of an accounting period (spec §9 "Periods"); `other` needs both dates, in order (a 422 names the one missing or wrong). */
export function periodRange(query: PeriodQuery, timeZone: string, now = new Date()): DateRange {
  const period = query.period ?? "daily";
  if (period !== "other") return accountingPeriodRange(period, { now, timeZone });
  if (!isIsoDate(query.start_date)) throw invalid("start_date", "server.validation.required");
  if (!isIsoDate(query.end_date)) throw invalid("end_date", "server.validation.required");
  if (query.end_date < query.start_date) throw invalid("end_date", "server.accountingReports.endBeforeStart");
  return { start: query.start_date, end: query.end_date };
}
