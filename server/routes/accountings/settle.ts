import { proposeNextPaymentDates, type TypeOfPayment } from "../../../src/domain/periods";
import { SINGLE_PAYMENT_TYPES } from "../../../src/schemas/accountings.schema";
import type { Repositories, Row } from "../../data";
import { AppError, invalid } from "../../errors";
import { assertDayOpen, companyToday } from "./day-guard";
import { kurusOf, moneyText, SPLIT_FIELDS } from "./record-money";

/** A new accounting record written by the server, with its own audit entry in the same unit of work. */
export async function createAudited(repos: Repositories, values: Row): Promise<Row> {
  const created = await repos.resource("accountings").create(values);
  await repos.audit.recordChange({ action: "create", resource: "accountings", recordId: created.id as number, after: created });
  return created;
}

const negated = (value: unknown) => (value === undefined || value === null ? null : moneyText(-kurusOf(value)));

/**
 * A record of a closed day corrected by its reversal: the same type, the amount and splits negated, dated today on the
 * company's clock, linked to it (`corrects_id`) and to what it belonged to (party, employee, order, lease). A reversed
 * payment keeps its credit, so the credit is open again. Used by the records' `reverse` action and an order's edit.
 */
export async function writeReversal(repos: Repositories, row: Row): Promise<Row> {
  const today = await companyToday(repos);
  await assertDayOpen(repos, today);
  return createAudited(repos, {
    kind: "correction",
    type: row.type,
    corrects_id: row.id,
    credit_id: row.credit_id ?? null,
    date: today,
    price: negated(row.price),
    payment_type: row.payment_type,
    ...Object.fromEntries(SPLIT_FIELDS.map((field) => [field, negated(row[field])])),
    type_of_payment: "one_time",
    title: row.title ?? null,
    client_id: row.client_id ?? null,
    supplier_id: row.supplier_id ?? null,
    // A reversed salary or advance gives the employee's month back what it paid.
    employee_id: row.employee_id ?? null,
    category_id: row.category_id ?? null,
    process_id: row.process_id ?? null,
    lease_id: row.lease_id ?? null,
    contract_no: row.contract_no ?? null,
  });
}

/** The payment type a settlement takes unless one is chosen: the record's own, or cash for a split one. */
const paymentTypeOf = (record: Row): string => ((SINGLE_PAYMENT_TYPES as readonly unknown[]).includes(record.payment_type) ? String(record.payment_type) : "cash");

export interface Settlement {
  date: string;
  payment_type?: string;
}

/**
 * What is left of a credit or debt (locked by the caller) becomes a payment dated `date`: type income for a credit
 * ('Ödeme Alındı'), expense for a debt ('Ödemeyi Tamamla'). Answers the payment.
 */
export async function settle(repos: Repositories, record: Row, settlement: Settlement): Promise<Row> {
  // Read after the lock: a payment committed meanwhile counts.
  const left = kurusOf((await repos.resource("accountings").get(record.id as number))?.remaining);
  if (left <= 0) throw new AppError(403, "server.errors.ruleRefused");
  await assertDayOpen(repos, settlement.date);
  return createAudited(repos, {
    kind: "payment",
    type: record.type === "credit" ? "income" : "expense",
    credit_id: record.id,
    date: settlement.date,
    price: moneyText(left),
    payment_type: settlement.payment_type ?? paymentTypeOf(record),
    type_of_payment: "one_time",
    title: record.title ?? null,
    client_id: record.client_id ?? null,
    supplier_id: record.supplier_id ?? null,
    category_id: record.category_id ?? null,
  });
}

export interface NextDates {
  new_first_payment_date?: string;
  new_last_payment_date?: string;
}

/**
 * A monthly or yearly credit, once received, continues as a new credit with the same lines, price and party: its
 * payment dates are the ones given, else one month or one year later (month ends clamped, spec §4). A one-time
 * credit ends. Answers the new credit, if any.
 */
export async function continueCredit(repos: Repositories, credit: Row, next: NextDates): Promise<Row | undefined> {
  const typeOfPayment = (credit.type_of_payment ?? "one_time") as TypeOfPayment;
  const lastDate = (credit.last_payment_date ?? credit.date) as string;
  const proposed = proposeNextPaymentDates(typeOfPayment, { firstPaymentDate: (credit.first_payment_date ?? lastDate) as string, lastPaymentDate: lastDate });
  if (!proposed) return undefined;
  const first = next.new_first_payment_date ?? proposed.firstPaymentDate;
  const last = next.new_last_payment_date ?? proposed.lastPaymentDate;
  if (last < first) throw invalid("new_last_payment_date", "server.accounting.lastBeforeFirst");
  await assertDayOpen(repos, first);
  const lineRepository = repos.resource("accounting_lines");
  const lines = await lineRepository.linesOf("accounting_id", credit.id as number);
  const created = await repos.resource("accountings").create({
    kind: credit.kind,
    type: credit.type,
    title: credit.title ?? null,
    date: first,
    client_id: credit.client_id ?? null,
    supplier_id: credit.supplier_id ?? null,
    category_id: credit.category_id ?? null,
    price: credit.price,
    payment_type: credit.payment_type,
    type_of_payment: typeOfPayment,
    first_payment_date: first,
    last_payment_date: last,
    contract_no: credit.contract_no ?? null,
    description: credit.description ?? null,
  });
  const copied: Row[] = [];
  for (const [position, line] of lines.entries()) {
    const { service_id, piece, price, discount, tax } = line;
    copied.push(await lineRepository.create({ accounting_id: created.id, service_id, piece, price, discount, tax, position }));
  }
  const after = { ...created, lines: copied.map(({ id, service_id, piece, price, discount, tax }) => ({ id, service_id, piece, price, discount, tax })) };
  await repos.audit.recordChange({ action: "create", resource: "accountings", recordId: created.id as number, after });
  return created;
}
