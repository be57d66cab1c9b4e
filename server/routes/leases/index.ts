/**
 * Leases (issue 15, spec §2 "Lease overview", §4 "Lease"): the engine's rows, booked through server/bookings,
 * with their money (./money.ts), the take-back, extension and payment actions (./actions.ts) and the spec's routes
 * (./routes.ts). Registered in server/routes/resources/extensions.ts.
 */
import { checkGenericBooking } from "../../bookings/generic-writes";
import { leaseFigureSql } from "../../data/bookings";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { companyToday } from "../accountings/day-guard";
import { extend, pay, release, type ReleaseBody } from "./actions";
import { leaseCounters, writeLeaseMoney } from "./lease-figures";
import { assertDeposit, removeLeaseMoney } from "./money";
import { leaseRoutes } from "./routes";

/**
 * A lease written by the generic routes is booked like any other (server/bookings/generic-writes.ts), with a
 * deposit no larger than its total; deleting one removes its money.
 */
async function bookGenericWrite(context: WriteContext): Promise<void> {
  const { action, values, before, repos } = context;
  if (action === "delete" && before) return removeLeaseMoney(repos, before);
  if (!values || (action !== "create" && action !== "update")) return;
  const moved = action === "create" || ["service_id", "issue_date", "delivery_date", "piece"].some((field) => field in values && String(values[field]) !== String(before?.[field]));
  if (moved && (action === "create" || before?.status === "active")) assertDeposit(values.total_price ?? before?.total_price, values.price ?? before?.price);
  await checkGenericBooking("lease", context);
}

export const leasesExtension: ResourceExtension = {
  computedSql: leaseFigureSql,
  counters: (repos) => leaseCounters(repos) as unknown as Promise<Record<string, number>>,
  beforeWrite: bookGenericWrite,
  async afterWrite(context) {
    if (context.action !== "create" || !context.after) return;
    await writeLeaseMoney(context.repos, context.after);
    // Answered (and audited) with what is left of the receivable it just got.
    context.after = (await context.repos.resource("leases").get(context.after.id as number)) ?? context.after;
  },
  actions: {
    release: ({ row, body, repos }) => release(repos, row, body as unknown as ReleaseBody),
    extend: async ({ row, body, repos }) => extend(repos, row, String(body.delivery_date), await companyToday(repos)),
    pay: ({ row, body, repos }) => pay(repos, row, String(body.payment_date)),
  },
  routes: leaseRoutes,
};
