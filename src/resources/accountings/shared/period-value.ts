import { ACCOUNTING_PERIODS, type AccountingPeriod } from "../../../domain/periods";

export { ACCOUNTING_PERIODS, type AccountingPeriod };

/** The accounting screens' period (spec §9): daily, weekly, monthly, or another range the user picks. */
export interface PeriodValue {
  period: AccountingPeriod;
  /** YYYY-MM-DD; set with end_date when the period is "other". */
  start_date?: string;
  end_date?: string;
}

/**
 * The query string the report routes take (`period=other&start_date=&end_date=`). "other" without both dates is
 * not a range yet: `null`, so a page waits instead of asking the server with half a range.
 */
export const periodQuery = (value: PeriodValue): Record<string, string> | null => {
  if (value.period !== "other") return { period: value.period };
  if (!value.start_date || !value.end_date) return null;
  return { period: "other", start_date: value.start_date, end_date: value.end_date };
};
