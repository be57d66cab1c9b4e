/**
 * The money of a lease (issue 15, common.md "The money model"): its own receivable when 'Kirala' writes it, the
 * take-back's fee credits, and settling what is left (fee credits first, then the rent's remainder). Every record
 * is written through `repos` with its audit entry, so the closed-day trigger and the figures hold.
 */
import type { Repositories, Row } from "../../data";
import { invalid } from "../../errors";
import { translate } from "../../i18n";
import { createAudited, settle } from "../accountings/settle";
import { kurusOf, linesTotal, moneyText } from "../accountings/record-money";

export interface CreditLine {
  service_id: number;
  piece: number;
  /** Per unit, decimal text. */
  price: string;
}

export interface CreditValues {
  title: string;
  date: string;
  clientId: number | null;
  leaseId?: number | null;
  processId?: number | null;
  firstPaymentDate: string;
  lastPaymentDate: string;
  line: CreditLine;
}

/** A server-written title, in the shop's first language (stored text, shown as written). */
export const titleOf = (key: string, params: Record<string, string | number>) => translate("tr", `server.leases.${key}`, params);

/** A `credit` record with its one line (discount 0, tax 0; its price is the line's total) and its audit entry. */
export async function writeCredit(repos: Repositories, values: CreditValues): Promise<Row> {
  const line = { service_id: values.line.service_id, piece: values.line.piece, price: values.line.price, discount: "0.00", tax: 0 };
  const price = moneyText(linesTotal([line]));
  const created = await repos.resource("accountings").create({
    kind: "credit",
    type: "credit",
    title: values.title.slice(0, 120),
    date: values.date,
    client_id: values.clientId,
    lease_id: values.leaseId ?? null,
    process_id: values.processId ?? null,
    price,
    payment_type: "cash",
    type_of_payment: "one_time",
    first_payment_date: values.firstPaymentDate,
    last_payment_date: values.lastPaymentDate,
  });
  const written = await repos.resource("accounting_lines").create({ accounting_id: created.id, ...line, position: 0 });
  const after = { ...created, lines: [{ id: written.id, ...line }] };
  await repos.audit.recordChange({ action: "create", resource: "accountings", recordId: created.id as number, after });
  return created;
}

/** A cash `payment` of `amount` against a credit, dated `date` (the kapora of 'Kirala'). */
export async function payAgainst(repos: Repositories, credit: Row, amount: string, date: string, leaseId: number): Promise<Row> {
  return createAudited(repos, {
    kind: "payment",
    type: "income",
    credit_id: credit.id,
    date,
    price: amount,
    payment_type: "cash",
    type_of_payment: "one_time",
    title: credit.title ?? null,
    client_id: credit.client_id ?? null,
    lease_id: leaseId,
  });
}

/**
 * The lease's open receivables in the order they are paid: its fee credits first (written at take-back, the newest
 * of its own), then its own credit ('Kirala'), then the order's credit (a quick-sale rent, `process_id`).
 */
export async function openReceivables(repos: Repositories, lease: Row): Promise<Row[]> {
  const records = repos.resource("accountings");
  const read = (filters: Record<string, unknown>) => records.list({ page: 1, perPage: 100, filters: { ...filters, type: "credit" }, sort: "id", order: "desc" });
  const own = (await read({ lease_id: lease.id })).rows;
  const ofOrder = typeof lease.process_id === "number" ? (await read({ process_id: lease.process_id })).rows.filter((row) => row.lease_id !== lease.id) : [];
  return [...own, ...ofOrder].filter((row) => kurusOf(row.remaining) > 0);
}

/** Settles every open receivable of the lease on `date` (fees first), each a payment of what is left of it. */
export async function settleLease(repos: Repositories, lease: Row, date: string): Promise<Row[]> {
  const payments: Row[] = [];
  for (const receivable of await openReceivables(repos, lease)) {
    const locked = await repos.resource("accountings").get(receivable.id as number, { forUpdate: true });
    if (!locked || kurusOf((await repos.resource("accountings").get(receivable.id as number))?.remaining) <= 0) continue;
    payments.push(await settle(repos, locked, { date }));
  }
  return payments;
}

/** A kapora larger than the rent is refused on `price`. */
export function assertDeposit(totalPrice: unknown, deposit: unknown): void {
  if (kurusOf(deposit) > kurusOf(totalPrice)) throw invalid("price", "server.leases.depositAboveTotal");
  if (kurusOf(deposit) < 0) throw invalid("price", "server.leases.depositAboveTotal");
}

/**
 * A lease deleted (the first user's undo of a lease that never happened) takes its own money with it: the
 * payments against its credits (a settlement's too), then its own records, each with its audit entry. A record of
 * a closed day stops it all (the trigger's 409): such a lease's money is corrected by reversals, not deleted.
 */
export async function removeLeaseMoney(repos: Repositories, lease: Row): Promise<void> {
  const records = repos.resource("accountings");
  const read = async (filters: Record<string, unknown>) => (await records.list({ page: 1, perPage: 100, filters, sort: "id", order: "desc" })).rows;
  const own = await read({ lease_id: lease.id });
  const payments = (await Promise.all(own.filter((row) => row.type === "credit").map((credit) => read({ credit_id: credit.id })))).flat();
  const removed = new Set<number>();
  for (const record of [...payments, ...own.filter((row) => row.type !== "credit"), ...own.filter((row) => row.type === "credit")]) {
    const recordId = record.id as number;
    if (removed.has(recordId)) continue;
    removed.add(recordId);
    if (await records.remove(recordId)) await repos.audit.recordChange({ action: "delete", resource: "accountings", recordId, before: record });
  }
}
