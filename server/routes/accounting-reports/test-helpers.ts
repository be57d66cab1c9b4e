import type { FastifyInstance } from "fastify";
import type { Row } from "../../data";
import type { Actor } from "../../test/fixtures";

/**
 * Records written straight through the company's repositories, with the type each kind records (spec §3), so the
 * reports are tested against known rows whatever the records core's forms check. Money is decimal text.
 */
export function ledgerOf(app: FastifyInstance, actor: Actor) {
  const repos = app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  const record = (values: Row) => repos.resource("accountings").create({ payment_type: "cash", type_of_payment: "one_time", ...values });
  return {
    income: (date: string, price: string, extra: Row = {}) => record({ kind: "income", type: "income", date, price, ...extra }),
    expense: (date: string, price: string, extra: Row = {}) => record({ kind: "expense", type: "expense", date, price, ...extra }),
    /** A credit or debt (a receivable or a payable) due on `last`. */
    open: (type: "credit" | "debt", date: string, price: string, last: string, extra: Row = {}) =>
      record({ kind: type, type, date, price, first_payment_date: date, last_payment_date: last, ...extra }),
    /** A payment against a credit (income) or a debt (expense). */
    payment: (of: Row, date: string, price: string) =>
      record({ kind: "payment", type: of.type === "credit" ? "income" : "expense", credit_id: of.id, date, price, client_id: of.client_id ?? null, supplier_id: of.supplier_id ?? null }),
    correction: (of: Row, date: string) =>
      record({ kind: "correction", type: of.type, corrects_id: of.id, date, price: `-${String(of.price)}`, payment_type: of.payment_type }),
    line: (accountingId: unknown, values: Row) => repos.resource("accounting_lines").create({ accounting_id: accountingId, position: 0, discount: "0.00", ...values }),
    client: (fullName: string) => repos.resource("clients").create({ type: "person", role: "client", full_name: fullName }),
    supplier: (fullName: string) => repos.resource("suppliers").create({ type: "person", full_name: fullName }),
    service: (name: string) => repos.resource("services").create({ name, is_service: true, price: "1000.00", tax: 18, stock: -1 }),
  };
}

/**
 * A March of varied activity (company on Europe/Istanbul): an income with a service line, a split special income,
 * an EFT expense, a general expense on the month's last day, a credit paid in part, a credit due in May, a credit
 * paid in full, a debt paid in part, a correction; and records on both sides of the month that must stay out.
 *
 * March's income 1180.00 + 300.50 + 400.00 + 200.00 − 50.00 = 2030.50; expense 250.75 + 99.99 + 300.00 = 650.74;
 * what is left of its credits 600.00 + 500.00 + 0 = 1100.00, of its debts 500.00.
 */
export async function seedMarch(app: FastifyInstance, actor: Actor) {
  const ledger = ledgerOf(app, actor);
  const bride = await ledger.client("Şükran Işıkoğlu");
  const fabric = await ledger.supplier("Çağlayan Kumaş");
  const gown = await ledger.service("Gelinlik Dikimi Özel");
  const sale = await ledger.income("2026-03-02", "1180.00", { title: "Gelinlik Satışı", client_id: bride.id });
  await ledger.line(sale.id, { service_id: gown.id, piece: 1, price: "1000.00", tax: 18 });
  await ledger.income("2026-03-02", "300.50", { kind: "special_income", payment_type: "multiple_payment", cash_amount: "100.25", credit_cart_amount: "200.25", eft_amount: "0.00" });
  await ledger.expense("2026-03-05", "250.75", { payment_type: "eft" });
  await ledger.expense("2026-03-31", "99.99", { kind: "general_expense" });
  // A February income of a closed day, reversed on March's last day: March's income loses it.
  const reversed = await ledger.income("2026-02-20", "50.00", { kind: "special_income" });
  await ledger.correction(reversed, "2026-03-31");
  const partlyPaid = await ledger.open("credit", "2026-03-10", "1000.00", "2026-03-20", { title: "Gelinlik Taksidi Şükran", client_id: bride.id });
  await ledger.payment(partlyPaid, "2026-03-12", "400.00");
  const dueInMay = await ledger.open("credit", "2026-03-15", "500.00", "2026-05-10", { title: "Kına Elbisesi Alacağı", client_id: bride.id });
  const paidUp = await ledger.open("credit", "2026-03-01", "200.00", "2026-03-28", { title: "Ödenmiş Alacak" });
  await ledger.payment(paidUp, "2026-03-03", "200.00");
  const debt = await ledger.open("debt", "2026-03-08", "800.00", "2026-03-25", { title: "Kumaş Borcu Çağlayan", supplier_id: fabric.id, kind: "debt" });
  await ledger.payment(debt, "2026-03-09", "300.00");
  // Outside March: the day before it starts and the day after it ends.
  await ledger.expense("2026-02-28", "7000.00");
  await ledger.income("2026-04-01", "5000.00");
  return { bride, fabric, gown, sale, partlyPaid, dueInMay, paidUp, debt };
}
