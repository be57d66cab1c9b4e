import { sql } from "drizzle-orm";
import type { ComputedSql } from "../../data";

/**
 * The record's own columns, named with their table: in a select over one table the engine writes a column bare
 * (`"id"`), which inside the sub-selects below would be the sub-select's own row (payment.id, not the record's),
 * so a figure would count every company's payments or closed days, or none (README: computed figures name the
 * parent's columns with their table).
 */
const record = (column: "id" | "company_id" | "price" | "date") => sql.raw(`accountings.${column}`);

/**
 * A record's figures as SQL over its row: what was paid against it (its payments, `credit_id`), what is left,
 * whether its day is closed and whether a correction reverses it. Lists answer and sort by them; the row rules
 * (`dayOpen`, `openCredit`, `openDebt`, `reversible`) read them from the locked row.
 */
export const accountingFigureSql: ComputedSql = {
  paid: () => sql`(select coalesce(sum(payment.price), 0)::numeric(14, 2) from accountings payment where payment.company_id = ${record("company_id")} and payment.credit_id = ${record("id")})`,
  remaining: () =>
    sql`(coalesce(${record("price")}, 0) - (select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = ${record("company_id")} and payment.credit_id = ${record("id")}))::numeric(14, 2)`,
  day_closed: () => sql`exists (select 1 from day_closes closed where closed.company_id = ${record("company_id")} and closed.day = ${record("date")})`,
  reversed: () => sql`exists (select 1 from accountings correction where correction.company_id = ${record("company_id")} and correction.corrects_id = ${record("id")})`,
};
