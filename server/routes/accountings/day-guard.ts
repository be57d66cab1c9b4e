import { DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../../src/domain/periods";
import type { Repositories } from "../../data";
import { AppError } from "../../errors";

/** 409 for a write into a closed day: its records are corrected by a new record dated today, never changed. */
export const dayClosed = () => new AppError(409, "server.errors.dayClosed");

export async function assertDayOpen(repos: Repositories, day: unknown): Promise<void> {
  if (typeof day === "string" && (await repos.resource("day_closes").count({ day })) > 0) throw dayClosed();
}

/** Today on the company's clock (its time zone), where every record's date lives. */
export async function companyToday(repos: Repositories, now = new Date()): Promise<string> {
  return localDateIn(now, (await repos.company.get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE);
}
