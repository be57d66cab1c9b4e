import { sql, type SQL } from "drizzle-orm";
import type { ComputedSql } from "./resource-repository";

/**
 * The SQL of the accounting figures, here in the data layer because each sub-select keeps to the row's own company
 * (`company_id`), which routes never name. A row's columns are named with their table: in a select over one table
 * the engine writes a column bare (`"id"`), which inside a sub-select would be the sub-select's own row.
 */
const column = (table: string, name: "id" | "company_id" | "price" | "date") => sql.raw(`${table}.${name}`);
const record = (name: "id" | "company_id" | "price" | "date") => column("accountings", name);

/** What was paid against a record (`credit_id` of its payments and of their corrections), as SQL numeric. */
const paidAgainst = (alias: string): SQL =>
  sql`(select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = ${sql.raw(`${alias}.company_id`)} and payment.credit_id = ${sql.raw(`${alias}.id`)})`;

/**
 * A record's figures as SQL over its row: what was paid against it (its payments, `credit_id`), what is left,
 * whether its day is closed and whether a correction reverses it. Lists answer and sort by them; the row rules
 * (`dayOpen`, `openCredit`, `openDebt`, `reversible`) read them from the locked row.
 */
export const accountingFigureSql: ComputedSql = {
  paid: () => sql`${paidAgainst("accountings")}::numeric(14, 2)`,
  remaining: () => sql`(coalesce(${record("price")}, 0) - ${paidAgainst("accountings")})::numeric(14, 2)`,
  // A probe per row (limit 1), never `exists`: the planner may run an `exists` as one hash of every company's rows
  // of the other table (the bench's plan hashed all accountings on each page of 15), growing with the platform.
  day_closed: () => sql`coalesce((select true from day_closes closed where closed.company_id = ${record("company_id")} and closed.day = ${record("date")} limit 1), false)`,
  reversed: () => sql`coalesce((select true from accountings correction where correction.company_id = ${record("company_id")} and correction.corrects_id = ${record("id")} limit 1), false)`,
};

/** What is left of a party's credits (or debts): Σ over its records of that type of price − paid, never below zero. */
const leftOf = (table: "clients" | "suppliers", field: "client_id" | "supplier_id", type: "credit" | "debt"): SQL =>
  sql`(select coalesce(sum(greatest(record.price - ${paidAgainst("record")}, 0)), 0) from accountings record where record.company_id = ${column(table, "company_id")} and ${sql.raw(`record.${field}`)} = ${column(table, "id")} and record.type = ${sql.raw(`'${type}'`)})`;

/**
 * A client's or supplier's figures (spec §3 "Figures shown on lists"): what is left of their open credits
 * (receivables), of their debts (payables), and the balance, credits − debts.
 */
export function partyFigureSql(table: "clients" | "suppliers", field: "client_id" | "supplier_id"): ComputedSql {
  const credits = leftOf(table, field, "credit");
  const debts = leftOf(table, field, "debt");
  return {
    total_credits: () => sql`${credits}::numeric(14, 2)`,
    total_debts: () => sql`${debts}::numeric(14, 2)`,
    balance: () => sql`(${credits} - ${debts})::numeric(14, 2)`,
  };
}
