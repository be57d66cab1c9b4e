import type { ActionHandler } from "../../engine/action-routes";
import { assertDayOpen, companyToday } from "./day-guard";
import { assertEmployeePayAllowed } from "./kinds";
import { createAudited, continueCredit, settle } from "./settle";
import { kurusOf, moneyText, SPLIT_FIELDS } from "./record-money";
import type { Row } from "../../data";

/** Credit → income ('Ödeme Alındı'): the rest is received on the date; a recurring credit continues as a new one. */
export const receive: ActionHandler = async ({ row, body, repos }) => {
  await settle(repos, row, { date: body.date as string, payment_type: body.payment_type as string | undefined });
  await continueCredit(repos, row, body);
};

/** Debt → expense ('Ödemeyi Tamamla'): the rest is paid on the date. */
export const complete: ActionHandler = async ({ row, body, repos }) => {
  await settle(repos, row, { date: body.date as string, payment_type: body.payment_type as string | undefined });
};

const negated = (value: unknown) => (value === undefined || value === null ? null : moneyText(-kurusOf(value)));

/**
 * A record of a closed day is corrected by its reversal: the same type, the amount and splits negated, dated today
 * on the company's clock and linked to it (`corrects_id`). A reversed payment gives back what it paid: the
 * correction keeps its credit, so the credit is open again.
 */
export const reverse: ActionHandler = async ({ row, repos, session }) => {
  assertEmployeePayAllowed(session, row.kind);
  const today = await companyToday(repos);
  await assertDayOpen(repos, today);
  const splits: Row = Object.fromEntries(SPLIT_FIELDS.map((field) => [field, negated(row[field])]));
  await createAudited(repos, {
    kind: "correction",
    type: row.type,
    corrects_id: row.id,
    credit_id: row.credit_id ?? null,
    date: today,
    price: negated(row.price),
    payment_type: row.payment_type,
    ...splits,
    type_of_payment: "one_time",
    title: row.title ?? null,
    client_id: row.client_id ?? null,
    supplier_id: row.supplier_id ?? null,
    // A reversed salary or advance gives the employee's month back what it paid.
    employee_id: row.employee_id ?? null,
    category_id: row.category_id ?? null,
  });
};
