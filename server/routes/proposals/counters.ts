import { accountingPeriodRange, DEFAULT_SHOP_TIME_ZONE } from "../../../src/domain/periods";
import type { Repositories } from "../../data";
import { startOfDayIn } from "./clock";

/**
 * The quotes page's cards (spec §2 "Quotes"): the quotes made today, this week (Monday–Sunday) and this month on
 * the company's clock, and all of them. A quote is never made in the future, so each period counts from its first
 * midnight on.
 */
export async function proposalCounters(repos: Repositories, name: string, now = new Date()): Promise<Record<string, number>> {
  const timeZone = (await repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
  const proposals = repos.resource(name);
  const since = (period: "daily" | "weekly" | "monthly") =>
    proposals.count({}, { created_at: { gte: startOfDayIn(accountingPeriodRange(period, { now, timeZone }).start, timeZone) } });
  const [day, week, month, all] = await Promise.all([since("daily"), since("weekly"), since("monthly"), proposals.count()]);
  return { day, week, month, all };
}
