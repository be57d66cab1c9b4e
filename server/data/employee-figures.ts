import { sql, type SQL } from "drizzle-orm";
import type { ComputedSql } from "./resource-repository";

/**
 * An employee's figures as SQL over the row, here in the data layer because each sub-select keeps to the row's own
 * company (`company_id`), which routes never name. Columns are named with their table (`employees.id`): inside a
 * sub-select a bare name would be the sub-select's own row.
 */
const employee = (name: "id" | "company_id" | "salary") => sql.raw(`employees.${name}`);

/** The first day of this month on the company's clock (its time zone), as a date. */
const monthStart: SQL = sql`(select date_trunc('month', now() at time zone company.time_zone)::date from companies company where company.id = ${employee("company_id")})`;

/**
 * What the employee was paid this month: their salary and advance records dated in it, less those a correction
 * reverses (a closed day's payment taken back counts in its own month as not paid, whenever it is reversed). A probe
 * (limit 1), not `exists`, as in accounting-figures.ts.
 */
const paidThisMonth: SQL = sql`(select coalesce(sum(paid.price), 0) from accountings paid
  where paid.company_id = ${employee("company_id")} and paid.employee_id = ${employee("id")}
    and paid.kind in ('salary', 'advance')
    and paid.date >= ${monthStart} and paid.date < (${monthStart} + interval '1 month')::date
    and (select 1 from accountings correction where correction.company_id = paid.company_id and correction.corrects_id = paid.id limit 1) is null)`;

export const employeeFigureSql: ComputedSql = {
  // 'remeaning_payment' (the spec's spelling): what is left of this month's salary, never below zero.
  remeaning_payment: () => sql`greatest(coalesce(${employee("salary")}, 0) - ${paidThisMonth}, 0)::numeric(14, 2)`,
};
