/**
 * Leases (issue 15, spec §2 "Lease overview", §4 "Lease"): the engine's rows, booked through server/bookings,
 * with their money (./money.ts), the take-back, extension and payment actions (./actions.ts) and the spec's routes
 * (./routes.ts). Registered in server/routes/resources/extensions.ts.
 */
import { lockAndCheck } from "../../bookings";
import { leaseFigureSql } from "../../data/bookings";
import type { Repositories, Row } from "../../data";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { companyToday } from "../accountings/day-guard";
import { extend, pay, release, type ReleaseBody } from "./actions";
import { leaseCounters, writeLeaseMoney } from "./lease-figures";
import { assertDeposit, removeLeaseMoney } from "./money";
import { leaseRoutes } from "./routes";

/** The range a lease's row holds, as the bookings module reads it. */
const rangeOf = (values: Row, before?: Row) => ({
  serviceId: Number(values.service_id ?? before?.service_id),
  issueDate: String(values.issue_date ?? before?.issue_date),
  deliveryDate: String(values.delivery_date ?? before?.delivery_date),
  piece: Number(values.piece ?? before?.piece ?? 1),
});

/**
 * A lease written by the generic routes is booked like any other: on create the product is locked and the range
 * checked (409 on a clash, on `service_id`); a change of its product, days or pieces is checked without itself.
 */
async function bookGenericWrite(context: WriteContext): Promise<void> {
  const { action, values, before, repos } = context;
  if (action === "delete" && before) return removeLeaseMoney(repos, before);
  if (!values || (action !== "create" && action !== "update")) return;
  if (action === "create") {
    values.kind ??= "lease";
    values.status = "active";
    assertDeposit(values.total_price, values.price);
    await lockAndCheck(repos, { ...rangeOf(values), field: "service_id" });
    return;
  }
  const range = rangeOf(values, before);
  const moved = ["service_id", "issue_date", "delivery_date", "piece"].some((field) => field in values && String(values[field]) !== String(before?.[field]));
  if (!moved || before?.status !== "active") return;
  assertDeposit(values.total_price ?? before?.total_price, values.price ?? before?.price);
  await lockAndCheck(repos, { ...range, excludeLeaseIds: [before.id as number], field: "issue_date" in values && values.issue_date !== before.issue_date ? "issue_date" : "delivery_date" });
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
