/**
 * Leases (issue 15, spec §2 "Lease overview", §4 "Lease"): the engine's rows, booked through server/bookings,
 * with their money (./money.ts), the take-back, extension and payment actions (./actions.ts) and the spec's routes
 * (./routes.ts). Registered in server/routes/resources/extensions.ts.
 */
import { leaseFilterBounds, type LeaseFilter } from "../../../src/domain/periods";
import type { LeaseCounters } from "../../../src/domain/orders/api";
import { lockAndCheck } from "../../bookings";
import { leaseFigureSql } from "../../data/bookings";
import type { Repositories, Row } from "../../data";
import type { RangeFilter } from "../../data/resource-repository";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { companyToday } from "../accountings/day-guard";
import { extend, pay, release, type ReleaseBody } from "./actions";
import { assertDeposit, payAgainst, titleOf, writeCredit } from "./money";
import { leaseRoutes } from "./routes";

const rangesOf = (filter: LeaseFilter, today: string): Record<string, RangeFilter> => {
  const bounds = leaseFilterBounds(filter, today);
  const ranges: Record<string, RangeFilter> = {};
  if (bounds.issueDate) ranges.issue_date = { gte: bounds.issueDate.from, lte: bounds.issueDate.to };
  if (bounds.deliveryDate) ranges.delivery_date = { gte: bounds.deliveryDate.from, lte: bounds.deliveryDate.to };
  return ranges;
};

/** The lease overview's counters on the company's clock: rents (kind lease) past, out now and to come. */
export async function leaseCounters(repos: Repositories): Promise<LeaseCounters> {
  const today = await companyToday(repos);
  const leases = repos.resource("leases");
  const [past, current, future] = await Promise.all(
    (["past", "now", "future"] as const).map((filter) => leases.count({ kind: "lease" }, rangesOf(filter, today))),
  );
  return { past, current, future };
}

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

/**
 * 'Kirala' (spec `lease-product`): the lease's own receivable, a credit of its rent (first payment on the issue day,
 * last on the delivery day), and the kapora received in cash against it, in the lease's unit of work.
 */
export async function writeLeaseMoney(repos: Repositories, lease: Row): Promise<void> {
  if (lease.process_id !== null && lease.process_id !== undefined) return;
  if ((lease.kind ?? "lease") !== "lease") return;
  const product = await repos.resource("services").get(lease.service_id as number);
  const today = await companyToday(repos);
  const credit = await writeCredit(repos, {
    title: titleOf("rentTitle", { product: String(product?.name ?? "") }),
    date: today,
    clientId: (lease.client_id as number | null) ?? null,
    leaseId: lease.id as number,
    firstPaymentDate: String(lease.issue_date),
    lastPaymentDate: String(lease.delivery_date),
    line: { service_id: lease.service_id as number, piece: Number(lease.piece ?? 1), price: String(lease.total_price) },
  });
  const deposit = String(lease.price ?? "0.00");
  if (Number(deposit.replace(/[^0-9]/g, "")) > 0) await payAgainst(repos, credit, deposit, today, lease.id as number);
}

export const leasesExtension: ResourceExtension = {
  computedSql: leaseFigureSql,
  counters: (repos) => leaseCounters(repos) as unknown as Promise<Record<string, number>>,
  beforeWrite: bookGenericWrite,
  async afterWrite(context) {
    if (context.action === "create" && context.after) await writeLeaseMoney(context.repos, context.after);
  },
  actions: {
    release: ({ row, body, repos }) => release(repos, row, body as unknown as ReleaseBody),
    extend: async ({ row, body, repos }) => extend(repos, row, String(body.delivery_date), await companyToday(repos)),
    pay: ({ row, body, repos }) => pay(repos, row, String(body.payment_date)),
  },
  routes: leaseRoutes,
};
