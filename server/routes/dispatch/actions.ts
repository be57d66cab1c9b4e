/**
 * What happens when a product comes back from the tailor or the dry cleaner (spec §4 "Tailor/dry item"; §7
 * `releaseTailor`, `releaseDry`), and when the cleaner is paid: each inside the action's unit of work on the locked
 * row. The money is one record naming the row (`tailor_id`, `dry_id`) and the tailor or cleaner (`client_id`).
 */
import type { Repositories, Row } from "../../data";
import { invalid } from "../../errors";
import { translate } from "../../i18n";
import { createAudited } from "../accountings/settle";
import { kurusOf } from "../accountings/record-money";

export interface ReleaseTailorBody {
  delivered_date: string;
  price: string;
  paid?: boolean;
  payment_type?: "cash" | "credit_cart" | "eft";
}

/** A server-written record title, in the shop's first language (stored text, shown as written). */
const titleOf = (key: string, product: string) => translate("tr", `server.dispatch.${key}`, { product }).slice(0, 120);

async function productName(repos: Repositories, serviceId: number): Promise<string> {
  const services = repos.resource("services");
  return String((await services.get(serviceId))?.name ?? (await services.get(serviceId, { binned: true }))?.name ?? "");
}

function assertDelivered(row: Row, delivered: string): void {
  if (delivered < String(row.issue_date)) throw invalid("delivered_date", "server.dispatch.deliveredBeforeIssue");
}

/**
 * 'Teslim Al' at the tailor: back on `delivered_date`; what the tailor charged is an expense paid that day
 * (`paid`, the default) or a debt to the tailor due that day. Nothing is recorded for a charge of 0.
 */
export async function releaseTailor(repos: Repositories, row: Row, body: ReleaseTailorBody): Promise<void> {
  assertDelivered(row, body.delivered_date);
  if (kurusOf(body.price) < 0) throw invalid("price", "server.dispatch.priceNegative");
  await repos.resource("tailors").update(row.id as number, { status: "returned", delivered_date: body.delivered_date, price: body.price });
  if (kurusOf(body.price) <= 0) return;
  const title = titleOf("tailorTitle", await productName(repos, Number(row.service_id)));
  const common = { title, date: body.delivered_date, client_id: row.client_id, tailor_id: row.id, price: body.price, type_of_payment: "one_time" };
  if (body.paid === false) {
    await createAudited(repos, { ...common, kind: "debt", type: "debt", payment_type: "cash", first_payment_date: body.delivered_date, last_payment_date: body.delivered_date });
    return;
  }
  await createAudited(repos, { ...common, kind: "expense", type: "expense", payment_type: body.payment_type ?? "cash" });
}

/** 'Teslim Al' at the dry cleaner: back on `delivered_date` (paid or not, separately). */
export async function releaseDry(repos: Repositories, row: Row, body: { delivered_date: string }): Promise<void> {
  assertDelivered(row, body.delivered_date);
  await repos.resource("dry").update(row.id as number, { status: "returned", delivered_date: body.delivered_date });
}

/** 'Ödeme Yap': the cleaner's price is an expense on `payment_date`; the row remembers the day. */
export async function payDry(repos: Repositories, row: Row, body: { payment_date: string; payment_type?: "cash" | "credit_cart" | "eft" }): Promise<void> {
  if (body.payment_date < String(row.issue_date)) throw invalid("payment_date", "server.dispatch.paidBeforeIssue");
  const title = titleOf("dryTitle", await productName(repos, Number(row.service_id)));
  await createAudited(repos, {
    kind: "expense",
    type: "expense",
    title,
    date: body.payment_date,
    client_id: row.client_id,
    dry_id: row.id,
    price: row.price,
    payment_type: body.payment_type ?? "cash",
    type_of_payment: "one_time",
  });
  await repos.resource("dry").update(row.id as number, { paid_date: body.payment_date });
}
