import { defineResource } from "./define-resource";

/** What a record does to the shop's money (spec §3 "accounting record"). */
export const ACCOUNTING_TYPES = ["income", "expense", "credit", "debt"] as const;

/**
 * The six choices of the create-record modal and the kinds the other screens write (spec §2, §5): each kind has
 * its type and its own required fields.
 * - income: a sale with service lines; its price is the lines' total (spec §9 "Totals").
 * - special_income / expense / general_expense: date, category and price (the shop's running costs are
 *   general expenses, 'Genel Giderler').
 * - credit: a receivable with service lines and first/last payment dates; supplier_credit: a receivable from a
 *   supplier with title, last payment date and price (`creditsForSupplier`).
 * - debt: a payable with first/last payment dates, category and price.
 * - payment: an interim payment against a credit (type income, 'pay') or a debt (type expense, 'payDebt'), also
 *   written when a credit is received or a debt is completed.
 * - correction: written by the server only: the reversal of a record of a closed day, dated the day it is made.
 * - salary / advance: what an employee is paid ('Maaş Öde', 'Avans Ver'), expenses of the employee (`employee_id`).
 */
export const ACCOUNTING_KINDS = ["income", "special_income", "expense", "general_expense", "credit", "supplier_credit", "debt", "payment", "correction", "salary", "advance"] as const;
export type AccountingKind = (typeof ACCOUNTING_KINDS)[number];

/** The type each kind records; a payment takes the type of what it pays (income for a credit, expense for a debt). */
export const KIND_TYPES: Record<Exclude<AccountingKind, "payment" | "correction">, (typeof ACCOUNTING_TYPES)[number]> = {
  income: "income",
  special_income: "income",
  expense: "expense",
  general_expense: "expense",
  credit: "credit",
  supplier_credit: "credit",
  debt: "debt",
  salary: "expense",
  advance: "expense",
};

/** Kinds whose price is the total of their service lines. */
export const LINE_KINDS = ["income", "credit"] as const;

/** Spec §9 "Payment types"; multiple_payment splits the amount into cash, credit card and EFT. */
export const PAYMENT_TYPES = ["cash", "credit_cart", "eft", "check", "bill", "multiple_payment"] as const;
export const SINGLE_PAYMENT_TYPES = ["cash", "credit_cart", "eft", "check", "bill"] as const;
/** The split amounts of a multiple payment, by payment type. */
export const PAYMENT_SPLITS = { cash: "cash_amount", credit_cart: "credit_cart_amount", eft: "eft_amount" } as const;

export const TYPES_OF_PAYMENT = ["one_time", "monthly", "yearly"] as const;

/** Kinds that need a price typed in (unless split, where the price is the splits' sum). */
const PRICED_KINDS = ["special_income", "expense", "general_expense", "supplier_credit", "debt", "payment", "salary", "advance"] as const;

/** Kinds paid to an employee: they name the employee. */
export const EMPLOYEE_KINDS = ["salary", "advance"] as const;

/**
 * Income, expense, credit and debt records (spec §2 "Accounting and cash", §3, §4 "Credit and debt", §5): what
 * the cash box is counted from. Quick sales, leases, the tailor and salaries write into the same records.
 * A record of a closed day ('Gün Sonu') can no longer be changed or deleted; a correction is a new record.
 */
export const accountings = defineResource({
  $id: "accountings",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "safe_permission",
    tenant: "company",
    list: {
      columns: ["date", "kind", "title", "client_id", "supplier_id", "category_id", "payment_type", "price"],
      search: ["title", "description", "contract_no"],
      filters: ["kind", "type", "payment_type", "process_id", "lease_id", "client_id", "supplier_id", "employee_id", "category_id", "credit_id", "date", "first_payment_date", "last_payment_date", "price"],
      perPage: 15,
      defaultSort: { field: "date", order: "desc" },
    },
    computed: {
      // What was paid against a credit or debt, and what is left of it.
      paid: { type: "string", format: "money" },
      remaining: { type: "string", format: "money" },
      // The record's date is a closed day: it can no longer be changed or deleted.
      day_closed: { type: "boolean" },
      // A correction already reverses this record.
      reversed: { type: "boolean" },
    },
    delete: "any",
    audit: true,
    // Salaries and advances are paid through the employee and never changed by hand (src/domain/row-rules/employee-pay).
    rules: { update: "editableRecord", delete: "deletableRecord" },
    actions: {
      // Credit → income ('Ödeme Alındı'): the remaining amount is received on the date; a monthly or yearly
      // credit continues as a new credit with the proposed next payment dates.
      receive: {
        when: "openCredit",
        permission: "debts_credits_permission",
        alias: "change-credit-to-income/:id",
        body: {
          type: "object",
          properties: {
            date: { type: "string", format: "date" },
            payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES },
            new_first_payment_date: { type: "string", format: "date" },
            new_last_payment_date: { type: "string", format: "date" },
          },
          required: ["date"],
          additionalProperties: false,
        },
      },
      // Debt → expense ('Ödemeyi Tamamla'): the remaining amount is paid on the date.
      complete: {
        when: "openDebt",
        permission: "debts_credits_permission",
        body: {
          type: "object",
          properties: {
            date: { type: "string", format: "date" },
            payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES },
          },
          required: ["date"],
          additionalProperties: false,
        },
      },
      // A record of a closed day is corrected by its reversal, dated today and linked to it.
      reverse: { when: "reversible" },
    },
    menu: false,
  },
  properties: {
    // The example (the suites' sample row) is the one kind whose every field a generic row can fill: no lines, no category of a given type.
    kind: { type: "string", enum: ACCOUNTING_KINDS, default: "income", examples: ["supplier_credit"] },
    type: { type: "string", enum: ACCOUNTING_TYPES, readOnly: true },
    title: { type: "string", maxLength: 120 },
    date: { type: "string", format: "date" },
    client_id: { type: "integer", "x-ref": "clients" },
    supplier_id: { type: "integer", "x-ref": "suppliers" },
    // The employee a salary or an advance is paid to.
    employee_id: { type: "integer", "x-ref": "employees" },
    // Income or expense categories of Tanımlamalar, by the record's type (checked by the server).
    category_id: { type: "integer", "x-ref": "definitions" },
    // The credit or debt an interim payment pays ('Borç Seçin!' when missing).
    credit_id: { type: "integer", "x-ref": "accountings", "x-ui": { visibleWhen: { kind: "payment" } } },
    // The record a correction reverses.
    corrects_id: { type: "integer", "x-ref": "accountings", readOnly: true },
    // Set by the server: the order (quick sale) or the lease (a take-back's fees, 'Kirala' on a product) it belongs to.
    process_id: { type: "integer", "x-ref": "processes", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
    lease_id: { type: "integer", "x-ref": "leases", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
    // What the tailor charged at the receive-back, or the dry cleaner's price when it was paid (issue 16).
    tailor_id: { type: "integer", "x-ref": "tailors", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
    dry_id: { type: "integer", "x-ref": "dry", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
    price: { type: "string", format: "money" },
    payment_type: { type: "string", enum: PAYMENT_TYPES, default: "cash" },
    cash_amount: { type: "string", format: "money", "x-ui": { visibleWhen: { payment_type: "multiple_payment" } } },
    credit_cart_amount: { type: "string", format: "money", "x-ui": { visibleWhen: { payment_type: "multiple_payment" } } },
    eft_amount: { type: "string", format: "money", "x-ui": { visibleWhen: { payment_type: "multiple_payment" } } },
    type_of_payment: { type: "string", enum: TYPES_OF_PAYMENT, default: "one_time" },
    first_payment_date: { type: "string", format: "date" },
    // The example lies after the sample first payment date (2026-03-15) and the suites' later dates.
    last_payment_date: { type: "string", format: "date", examples: ["2027-12-31"] },
    contract_no: { type: "string", maxLength: 30, pattern: "^[0-9]*$", examples: ["1001"] },
    description: { type: "string", maxLength: 1000 },
  },
  required: ["kind", "date"],
  allOf: [
    { if: { properties: { kind: { enum: LINE_KINDS } } }, then: { required: ["lines"] } },
    { if: { properties: { kind: { enum: ["credit", "debt"] } } }, then: { required: ["first_payment_date", "last_payment_date"] } },
    { if: { properties: { kind: { enum: ["special_income", "expense", "general_expense", "debt"] } } }, then: { required: ["category_id"] } },
    { if: { properties: { kind: { const: "supplier_credit" } } }, then: { required: ["title", "last_payment_date", "supplier_id"] } },
    { if: { properties: { kind: { const: "payment" } } }, then: { required: ["credit_id"] } },
    { if: { properties: { kind: { enum: EMPLOYEE_KINDS } } }, then: { required: ["employee_id"] } },
    { if: { properties: { kind: { enum: PRICED_KINDS }, payment_type: { enum: SINGLE_PAYMENT_TYPES } } }, then: { required: ["price"] } },
  ],
  additionalProperties: false,
});
