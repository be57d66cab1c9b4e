import type { FixedFilters } from "../../generic/list/ResourceTable";
import type { PeriodValue } from "../shared/period-value";

/** The server's own names for the periods of spec §9 (`date_period`, counted on the company's clock). */
const SERVER_PERIODS = { daily: "today", weekly: "weekly", monthly: "monthly" } as const;

/**
 * The list filters of a period for the page's tables: the server's `date_period` for daily, weekly and monthly (so
 * the company's clock decides what "today" is, as for the cards), both bounds for another range. "other" without
 * both days is no range yet: `null`, the tables wait.
 */
export const periodFilters = (value: PeriodValue): FixedFilters | null => {
  if (value.period !== "other") return { date_period: SERVER_PERIODS[value.period] };
  if (!value.start_date || !value.end_date) return null;
  return { date_gte: value.start_date, date_lte: value.end_date };
};
