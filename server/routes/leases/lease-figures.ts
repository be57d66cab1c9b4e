/** The lease overview's figures and the lease's own money ('Kirala'), shared by the extension and the routes. */
import { leaseFilterBounds, type LeaseFilter } from "../../../src/domain/periods";
import type { LeaseCounters } from "../../../src/domain/orders/api";
import type { Repositories, Row } from "../../data";
import type { RangeFilter } from "../../data/resource-repository";
import { companyToday } from "../accountings/day-guard";
import { kurusOf } from "../accountings/record-money";
import { payAgainst, titleOf, writeCredit } from "./money";

/** A lease filter (now, past, future, todayissue, todaydelivery) as the list's date ranges. */
export const leaseRanges = (filter: LeaseFilter, today: string): Record<string, RangeFilter> => {
  const bounds = leaseFilterBounds(filter, today);
  const ranges: Record<string, RangeFilter> = {};
  if (bounds.issueDate) ranges.issue_date = { gte: bounds.issueDate.from, lte: bounds.issueDate.to };
  if (bounds.deliveryDate) ranges.delivery_date = { gte: bounds.deliveryDate.from, lte: bounds.deliveryDate.to };
  return ranges;
};

/**
 * A booking list's counters on the company's clock: past, out now and to come (the lease overview's rents; the
 * products at the tailor or the dry cleaner).
 */
export async function bookingCounters(repos: Repositories, resource: "leases" | "tailors" | "dry"): Promise<LeaseCounters> {
  const today = await companyToday(repos);
  const rows = repos.resource(resource);
  const [past, current, future] = await Promise.all((["past", "now", "future"] as const).map((filter) => rows.count({}, leaseRanges(filter, today))));
  return { past, current, future };
}

/** The lease overview's counters: rents past, out now and to come. */
export const leaseCounters = (repos: Repositories): Promise<LeaseCounters> => bookingCounters(repos, "leases");

/**
 * 'Kirala' (spec `lease-product`): the lease's own receivable, a credit of its rent (first payment on the issue day,
 * last on the delivery day), and the kapora received in cash against it, in the lease's unit of work.
 */
export async function writeLeaseMoney(repos: Repositories, lease: Row): Promise<void> {
  if (lease.process_id !== null && lease.process_id !== undefined) return;
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
  if (kurusOf(deposit) > 0) await payAgainst(repos, credit, deposit, today, lease.id as number);
}

