/**
 * The lease's actions (spec `release`, `create-payment-for-lease`, and the agreed extension), run inside the
 * action's unit of work on the locked lease row: the engine's action routes and the spec's body-addressed aliases
 * (./routes.ts) share them.
 */
import { kurusFromDecimalString } from "../../../src/domain/money";
import { daysLate } from "../../../src/domain/orders/availability";
import { BOOKING_RESOURCES, bookings } from "../../bookings";
import type { Repositories, Row } from "../../data";
import type { ActionHandler } from "../../engine/action-routes";
import { invalid } from "../../errors";
import { kurusOf, moneyText } from "../accountings/record-money";
import { settleLease, titleOf, writeCredit } from "./money";

/** The shop's late fee per day (rental_settings; 0, none, until saved). */
async function lateFeePerDay(repos: Repositories): Promise<string> {
  const settings = await repos.resource("rental_settings").single();
  return typeof settings?.late_fee_per_day === "string" ? settings.late_fee_per_day : "0.00";
}

async function productName(repos: Repositories, serviceId: number): Promise<string> {
  return String((await repos.resource("services").get(serviceId, { binned: false }))?.name ?? (await repos.resource("services").get(serviceId, { binned: true }))?.name ?? "");
}

export interface ReleaseBody {
  delivered_date: string;
  clear_credits?: boolean;
  damage_fee?: string;
  damage_note?: string;
  /** The gown's way back (issue 16): sent straight on to a dry cleaner and/or a tailor from the delivered date. */
  dry_client_id?: number;
  dry_delivery_date?: string;
  dry_price?: string;
  tailor_client_id?: number;
  tailor_delivery_date?: string;
}

/** One step of the chain a take-back sends the gown on: to whom, until when. */
interface ChainStep {
  kind: "dry" | "tailor";
  clientId: number;
  deliveryDate: string;
  values: Row;
}

/**
 * The steps the body asks for, checked before anything is written: a party without its date (or the reverse) is a
 * 422 on the missing one; the party must be a client of the step's role (422 on the id); a due date before the
 * delivered date is a 422 on it.
 */
async function chainSteps(repos: Repositories, body: ReleaseBody): Promise<ChainStep[]> {
  const asked = [
    { kind: "dry" as const, clientId: body.dry_client_id, deliveryDate: body.dry_delivery_date, values: { price: body.dry_price ?? "0.00" } },
    { kind: "tailor" as const, clientId: body.tailor_client_id, deliveryDate: body.tailor_delivery_date, values: {} },
  ];
  const steps: ChainStep[] = [];
  for (const step of asked) {
    if (step.clientId === undefined && step.deliveryDate === undefined) continue;
    if (step.clientId === undefined) throw invalid(`${step.kind}_client_id`, "server.whereabouts.chainPartyRequired");
    if (step.deliveryDate === undefined) throw invalid(`${step.kind}_delivery_date`, "server.whereabouts.chainDateRequired");
    if (step.deliveryDate < body.delivered_date) throw invalid(`${step.kind}_delivery_date`, "server.whereabouts.chainDateBeforeDelivered");
    const party = await repos.resource("clients").get(step.clientId);
    if (!party || party.role !== step.kind) throw invalid(`${step.kind}_client_id`, step.kind === "dry" ? "server.whereabouts.chainNotDry" : "server.whereabouts.chainNotTailor");
    steps.push({ kind: step.kind, clientId: step.clientId, deliveryDate: step.deliveryDate, values: step.values });
  }
  return steps;
}

/**
 * Sends the returned gown on: each step booked from the delivered date until its own date, for the lease's piece.
 * The steps continue the lease's absence: neither the lease nor the other step counts against them.
 */
async function sendOn(repos: Repositories, lease: Row, delivered: string, steps: ChainStep[]): Promise<void> {
  const booked: { kind: "dry" | "tailor"; id: number }[] = [];
  for (const step of steps) {
    const row = await bookings.book(repos, {
      kind: step.kind,
      serviceId: Number(lease.service_id),
      issueDate: delivered,
      deliveryDate: step.deliveryDate,
      piece: Number(lease.piece ?? 1),
      field: `${step.kind}_delivery_date`,
      values: { ...step.values, client_id: step.clientId, lease_id: lease.id },
      excludeLeaseIds: [lease.id as number],
      excludeBookings: [...booked],
    });
    booked.push({ kind: step.kind, id: row.id as number });
    await repos.audit.recordChange({ action: "create", resource: BOOKING_RESOURCES[step.kind], recordId: row.id as number, after: row });
  }
}

/**
 * Take-back: the lease is returned on `delivered_date`; a late return is charged per day past its delivery date
 * and a damage fee as typed, each its own credit naming the lease; with `clear_credits` (default) what is left of
 * its receivables is paid on that day, the fees first. Then, in the same unit of work, the gown is sent straight on
 * to the dry cleaner and/or the tailor (`chainSteps`): it is not free again until each step is received back.
 */
export async function release(repos: Repositories, lease: Row, body: ReleaseBody): Promise<void> {
  const delivered = body.delivered_date;
  if (delivered < String(lease.issue_date)) throw invalid("delivered_date", "server.leases.deliveredBeforeIssue");
  const steps = await chainSteps(repos, body);
  const serviceId = Number(lease.service_id);
  const name = await productName(repos, serviceId);
  const clientId = (lease.client_id as number | null) ?? null;
  const credit = (title: string, piece: number, price: string) =>
    writeCredit(repos, { title, date: delivered, clientId, leaseId: lease.id as number, firstPaymentDate: delivered, lastPaymentDate: delivered, line: { service_id: serviceId, piece, price } });

  let lateFee: string | null = null;
  const lateDays = daysLate(String(lease.delivery_date), delivered);
  const perDay = await lateFeePerDay(repos);
  if (lateDays > 0 && kurusOf(perDay) > 0) {
    const written = await credit(titleOf("lateFeeTitle", { product: name, days: lateDays }), lateDays, perDay);
    lateFee = written.price as string;
  }
  let damageFee: string | null = null;
  if (body.damage_fee !== undefined && kurusFromDecimalString(body.damage_fee) > 0) {
    const note = body.damage_note?.trim();
    const written = await credit(titleOf(note ? "damageFeeNoteTitle" : "damageFeeTitle", { product: name, note: note ?? "" }), 1, body.damage_fee);
    damageFee = written.price as string;
  }
  await repos.resource("leases").update(lease.id as number, { status: "returned", delivered_date: delivered, late_fee: lateFee ?? moneyText(0), damage_fee: damageFee ?? moneyText(0) });
  if (body.clear_credits !== false) await settleLease(repos, { ...lease }, delivered);
  if (steps.length) await sendOn(repos, lease, delivered, steps);
}

/** An agreed extension: a later delivery date, on or before the current one's day, checked against the other bookings. */
export async function extend(repos: Repositories, lease: Row, deliveryDate: string, today: string): Promise<void> {
  const current = String(lease.delivery_date);
  if (today > current) throw invalid("delivery_date", "server.leases.extendLate");
  if (deliveryDate <= current) throw invalid("delivery_date", "server.leases.extendLater");
  await bookings.move(repos, lease.id as number, { deliveryDate, field: "delivery_date" });
}

/** 'Ödeme Al': what is left of the lease's receivables is received on the date, fees first. */
export async function pay(repos: Repositories, lease: Row, paymentDate: string): Promise<void> {
  await settleLease(repos, lease, paymentDate);
}

export type LeaseActionHandlers = Record<"release" | "extend" | "pay", ActionHandler>;
