import { localDateIn } from "../../../src/domain/periods";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { invalid } from "../../errors";

/** Today on the company's clock. */
async function todayOf(context: WriteContext): Promise<string> {
  const company = await context.repos.company.get();
  return localDateIn(new Date(), company?.time_zone);
}

/**
 * Closing a day ('Gün Sonu', issue 12): the day must have come (a day still ahead may gain records); its cash box
 * is counted while the day is locked against writes (the records' guard waits for the close, or the close for
 * them), and kept with the close as it was. Reopening is the first user's (the schema's delete rule); both are
 * audited by the engine.
 */
export const dayClosesExtension: ResourceExtension = {
  async beforeWrite(context) {
    if (context.action !== "create") return;
    const values = context.values!;
    const day = values.day as string;
    if (day > (await todayOf(context))) throw invalid("day", "server.accounting.futureDay");
    const cash = context.repos.cash;
    await cash.lockDay(day);
    const figures = await cash.figures({ start: day, end: day });
    Object.assign(values, { income: figures.income, expense: figures.expense, in_safe_money: figures.inSafeMoney, process_count: figures.process_count });
  },
};
