import { discountFromRate } from "../../../src/domain/money";
import type { Row } from "../../data";
import { kurusOf, moneyText } from "../accountings/record-money";

/** A basket line of the spec's order payload (§3 "order payload (sale/rent)"). */
interface PayloadService {
  id: number;
  price?: string | number;
  piece?: number;
  tax?: number;
  discount?: string | number;
  discountRate?: number;
  service_dates?: string | null;
  issue_date?: string | null;
  delivery_date?: string | null;
}

interface DatedId {
  id: number;
  date: string;
}

const money = (value: unknown): string | undefined => (value === undefined || value === null || value === "" ? undefined : moneyText(kurusOf(String(value))));
const dateOf = (list: unknown, id: number): string | undefined => (Array.isArray(list) ? (list as DatedId[]).find((entry) => entry?.id === id)?.date : undefined);
const day = (value: unknown): string | undefined => (typeof value === "string" && value.length >= 10 ? value.slice(0, 10) : undefined);

/**
 * The spec's order payload as the engine's body of `processes` (and its `lines`): each service a line (its
 * discount from the amount, else from the rate), its dates from the `issue_date`/`delivery_date` lists by product id,
 * the order details' contract number and note, the kapora from `price` (or `pesinat`) and the splits from
 * `payment_types`. Fields the payload leaves out stay out, so the engine's validation names them.
 */
export function engineBody(payload: Row): Row {
  const details = (payload.order_details ?? {}) as Row;
  const splits = (payload.payment_types ?? {}) as Row;
  const lines = ((payload.services as PayloadService[] | undefined) ?? []).map((service) => {
    const price = money(service.price);
    // The discount amount; none (or 0) with a rate: the rate's share of the price.
    const amount = money(service.discount);
    const byRate = typeof service.discountRate === "number" && service.discountRate > 0 && price ? moneyText(discountFromRate(kurusOf(price), service.discountRate)) : undefined;
    const discount = amount && kurusOf(amount) > 0 ? amount : (byRate ?? "0.00");
    const line: Row = {
      service_id: service.id,
      piece: service.piece ?? 1,
      price,
      discount,
      issue_date: day(dateOf(payload.issue_date, service.id) ?? service.issue_date ?? undefined),
      delivery_date: day(dateOf(payload.delivery_date, service.id) ?? service.delivery_date ?? undefined),
      service_at: service.service_dates ?? undefined,
    };
    return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined && value !== null));
  });
  const body: Row = {
    client_id: payload.client_id,
    employee_id: payload.employee_id ?? undefined,
    type: payload.type,
    contract_no: details.contract_no ?? payload.contract_no ?? undefined,
    note: details.note ?? payload.note ?? undefined,
    wedding_date: day(payload.wedding_date),
    photo_date: day(payload.photo_date),
    payment_style: payload.payment_style,
    payment_type: payload.payment_type,
    deposit: payload.payment_style === "now_and_later" ? money(payload.price ?? details.pesinat) : undefined,
    last_payment_date: payload.payment_style === "now" ? undefined : day(payload.last_payment_date),
    cash_amount: payload.payment_type === "multiple_payment" ? money(splits.cash) : undefined,
    credit_cart_amount: payload.payment_type === "multiple_payment" ? money(splits.credit_cart) : undefined,
    eft_amount: payload.payment_type === "multiple_payment" ? money(splits.eft) : undefined,
    lines,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ""));
}

/** An order row as the spec's payload (what `store-processess` takes), for the suites' sample bodies and the edit screen. */
export function payloadOf(order: Row): Row {
  const lines = (order.lines as Row[] | undefined) ?? [];
  return {
    client_id: order.client_id,
    employee_id: order.employee_id ?? null,
    type: order.type,
    payment_style: order.payment_style,
    payment_type: order.payment_type,
    price: order.deposit ?? null,
    last_payment_date: order.last_payment_date ?? null,
    wedding_date: order.wedding_date ?? null,
    photo_date: order.photo_date ?? null,
    order_details: { contract_no: order.contract_no ?? null, note: order.note ?? null, pesinat: order.deposit ?? null },
    services: lines.map((line) => ({ id: line.service_id, price: line.price, piece: line.piece, tax: line.tax, discount: line.discount ?? "0.00", service_dates: line.service_at ?? null })),
    issue_date: lines.filter((line) => line.issue_date).map((line) => ({ id: line.service_id, date: line.issue_date })),
    delivery_date: lines.filter((line) => line.delivery_date).map((line) => ({ id: line.service_id, date: line.delivery_date })),
  };
}
