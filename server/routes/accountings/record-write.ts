import { KIND_TYPES, LINE_KINDS, type AccountingKind } from "../../../src/schemas/accountings.schema";
import type { Repositories, Row } from "../../data";
import type { WriteContext } from "../../engine/crud-routes";
import { invalid } from "../../errors";
import { assertDayOpen, dayClosed } from "./day-guard";
import { assertKindAllowed, CATEGORY_TYPE_OF, isEmployeePayKind, SPLITTABLE_KINDS } from "./kinds";
import { assertLines, kurusOf, linesTotal, moneyText, SPLIT_FIELDS, splitsOf } from "./record-money";

const isLineKind = (kind: AccountingKind) => (LINE_KINDS as readonly string[]).includes(kind);

/**
 * The amounts of a record from what was sent (spec §5, §9): the price of a record with lines is their total,
 * a multiple payment's amount is its splits' sum (matching the lines where there are any); fields that do not
 * apply to the kind are not kept (a credit picked for anything but a payment, splits of a single payment type).
 */
export function settleAmounts(values: Row, kind: AccountingKind): void {
  if (kind !== "payment") values.credit_id = null;
  const split = values.payment_type === "multiple_payment";
  if (split && !SPLITTABLE_KINDS.includes(kind)) throw invalid("payment_type", "server.accounting.splitNotAllowed");
  if (!split) for (const field of SPLIT_FIELDS) values[field] = null;

  const lines = (values.lines as Row[] | null | undefined) ?? [];
  if (kind === "payment" && lines.length > 0) throw invalid("lines", "server.accounting.linesNotTaken");
  if (isLineKind(kind) && lines.length === 0) throw invalid("lines", "server.accounting.linesRequired");
  assertLines(lines);
  let price = lines.length > 0 ? linesTotal(lines) : values.price === undefined || values.price === null ? undefined : kurusOf(values.price);

  if (split) {
    const { amounts, sum } = splitsOf(values);
    const negative = SPLIT_FIELDS.find((field) => amounts[field] < 0);
    if (negative) throw invalid(negative, "server.accounting.splitNegative");
    if (sum === 0) throw invalid("cash_amount", "server.accounting.splitsEmpty");
    if (lines.length > 0 && sum !== price) throw invalid("cash_amount", "server.accounting.splitsMismatch", { total: moneyText(price!) });
    for (const field of SPLIT_FIELDS) values[field] = moneyText(amounts[field]);
    price = sum;
  }
  if (price === undefined) throw invalid("price", "server.validation.required");
  if (price <= 0) throw invalid("price", "server.accounting.priceMin");
  values.price = moneyText(price);

  const first = values.first_payment_date as string | null | undefined;
  const last = values.last_payment_date as string | null | undefined;
  if (first && last && last < first) throw invalid("last_payment_date", "server.accounting.lastBeforeFirst");
}

/** An income kind takes an income category, an expense or a debt an expense category (Tanımlamalar). */
async function assertCategory(repos: Repositories, kind: AccountingKind, categoryId: unknown): Promise<void> {
  const wanted = CATEGORY_TYPE_OF[kind];
  if (!wanted || categoryId === undefined || categoryId === null) return;
  const category = await repos.resource("definitions").get(categoryId as number);
  // A missing or foreign category is the reference check's 422 (referenceNotFound).
  if (category && category.type !== wanted) throw invalid("category_id", wanted === "income-categories" ? "server.accounting.incomeCategory" : "server.accounting.expenseCategory");
}

/**
 * An interim payment pays an open credit (type income) or debt (type expense) of the company, never more than is
 * left of it. The credit is locked first, so two payments against it are checked one after the other; what is left
 * is read by a new statement after the lock, which sees a payment committed while this one waited.
 */
async function applyCredit(repos: Repositories, values: Row, before: Row | undefined): Promise<void> {
  const records = repos.resource("accountings");
  const creditId = values.credit_id as number | null | undefined;
  const locked = creditId ? await records.get(creditId, { forUpdate: true }) : undefined;
  if (!locked || (locked.type !== "credit" && locked.type !== "debt")) throw invalid("credit_id", "server.accounting.chooseCredit");
  const current = await records.get(creditId!);
  // A change of a payment may use again what it paid itself.
  const left = kurusOf(current?.remaining) + (before?.credit_id === creditId ? kurusOf(before!.price) : 0);
  if (left <= 0) throw invalid("credit_id", "server.accounting.chooseCredit");
  if (kurusOf(values.price) > left) throw invalid("price", "server.accounting.overpay", { remaining: moneyText(left) });
  values.type = locked.type === "credit" ? "income" : "expense";
  values.client_id = locked.client_id ?? null;
  values.supplier_id = locked.supplier_id ?? null;
}

/**
 * `beforeWrite` of accounting records (create, update, delete): who may write the kind, closed days, the kind's
 * amounts and category, the type the kind records and an interim payment's credit.
 */
export async function checkRecordWrite(context: WriteContext): Promise<void> {
  const { action, repos, session, before } = context;
  if (action === "delete") {
    assertKindAllowed(session, before!.kind);
    if (before!.day_closed === true) throw dayClosed();
    return;
  }
  if ((action !== "create" && action !== "update") || !context.values) return;
  const values = context.values;
  const kind = values.kind as AccountingKind;
  // A salary or an advance is paid through the employee ('Maaş Öde', 'Avans Ver'), never written or rewritten here.
  if (isEmployeePayKind(kind) || isEmployeePayKind(before?.kind)) {
    assertKindAllowed(session, kind);
    assertKindAllowed(session, before?.kind);
    throw invalid("kind", "server.employees.paidThroughEmployees");
  }
  // A correction is the server's reversal of a closed day's record: nobody writes or rewrites one by hand.
  if (kind === "correction" || before?.kind === "correction") throw invalid("kind", "server.accounting.kindServerOnly");
  if (before && before.kind !== kind) throw invalid("kind", "server.accounting.kindFixed");
  assertKindAllowed(session, kind);
  if (before?.day_closed === true) throw dayClosed();
  await assertDayOpen(repos, values.date);
  settleAmounts(values, kind);
  await assertCategory(repos, kind, values.category_id);
  if (kind === "payment") await applyCredit(repos, values, before);
  else values.type = KIND_TYPES[kind];
  // A credit or debt cannot shrink below what was already paid against it.
  if (before && (before.type === "credit" || before.type === "debt") && kurusOf(values.price) < kurusOf(before.paid)) {
    throw invalid("price", "server.accounting.priceBelowPaid", { paid: moneyText(kurusOf(before.paid)) });
  }
}
