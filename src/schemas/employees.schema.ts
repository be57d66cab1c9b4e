import { SINGLE_PAYMENT_TYPES } from "./accountings.schema";
import { defineResource } from "./define-resource";

/** Blood groups as Turkish forms write them (0 for O). */
export const BLOOD_TYPES = ["0+", "0-", "A+", "A-", "B+", "B-", "AB+", "AB-"] as const;

/** Spec §9: an employee's commission rate is 0 to 100 percent, 10 unless chosen. */
export const COMMISSION_RATE = { min: 0, max: 100, default: 10 } as const;

/** The body of a salary or advance payment: an expense record of the shop, dated and paid in one way. */
const paymentBody = {
  type: "object",
  properties: {
    date: { type: "string", format: "date", "x-ui": { start: "today" } },
    price: { type: "string", format: "money" },
    payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES, default: "cash" },
    description: { type: "string", maxLength: 1000 },
  },
  required: ["date", "price", "payment_type"],
  additionalProperties: false,
} as const;

/** A salary payment starts at what is left of the month's salary (`remeaning_payment` of the row). */
const salaryBody = {
  ...paymentBody,
  properties: { ...paymentBody.properties, price: { ...paymentBody.properties.price, "x-ui": { start: { row: "remeaning_payment" } } } },
} as const;

/**
 * The shop's staff (spec §2 "Employees", §3 "employee", §5 "Employee"). What they are paid is written as expense
 * records (kinds `salary` and `advance` of `accountings`, so the cash box counts them); their leave is `permits`,
 * their earnings on sales `commissions`. Everything about them needs `salary_permission` (spec §6).
 */
export const employees = defineResource({
  $id: "employees",
  type: "object",
  "x-resource": {
    routes: { list: "calisan-ve-maaslar", create: "calisan-olustur", edit: "calisan-duzenle/:id" },
    permission: "salary_permission",
    tenant: "company",
    list: {
      columns: ["full_name", "gsm", "salary", "remeaning_payment", "commission", "is_sale", "is_permit", "start_date"],
      search: ["full_name", "gsm", "email"],
      filters: ["is_sale", "is_permit"],
      perPage: 15,
      defaultSort: { field: "full_name", order: "asc" },
      counters: ["total"],
    },
    computed: {
      // What is left of this month's salary (the company's clock) after this month's advances and salary payments,
      // never below zero ('remeaning_payment', the spec's spelling).
      remeaning_payment: { type: "string", format: "money" },
    },
    // A deleted employee goes to the bin: their payments, leave and commissions keep pointing at them
    // ('Çalışan silinmiş' where they are shown).
    softDelete: true,
    delete: "any",
    audit: true,
    actions: {
      // 'Maaş Öde': an expense record of kind salary (category 'Maaşlar'), by default what is left of the month.
      pay_salary: { body: salaryBody },
      // 'Avans Ver': an expense record of kind advance (spec §7 `POST pay-advance`).
      pay_advance: { alias: "pay-advance/:id", body: paymentBody },
    },
    menu: { order: 50, icon: "solution" },
  },
  properties: {
    full_name: { type: "string", minLength: 1, maxLength: 120 },
    gsm: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    email: { type: "string", format: "email", maxLength: 160, "x-ui": { hidden: ["list"] } },
    blood_type: { type: "string", enum: BLOOD_TYPES, "x-ui": { hidden: ["list"] } },
    salary: { type: "string", format: "money", default: "0.00" },
    commission: {
      type: "integer",
      minimum: COMMISSION_RATE.min,
      maximum: COMMISSION_RATE.max,
      default: COMMISSION_RATE.default,
      // Spec §5 and §8: a rate outside 0–100 is 'Prim Değeriniz Hatalı!', whatever the limit broken.
      "x-message": "server.employees.commissionInvalid",
    },
    address: { type: "string", maxLength: 500, "x-ui": { widget: "textarea", hidden: ["list"] } },
    start_date: { type: "string", format: "date" },
    // A sales person: offered as the seller of a quick sale, earns commission on it.
    is_sale: { type: "boolean", default: false },
    // On leave now (the shop's own mark; granted leave is listed under the employee).
    is_permit: { type: "boolean", default: false },
  },
  required: ["full_name", "salary", "commission"],
  additionalProperties: false,
});
