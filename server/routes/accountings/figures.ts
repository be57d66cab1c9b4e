import { sql } from "drizzle-orm";
import type { ComputedSql } from "../../data";

/**
 * A record's figures as SQL over its row: what was paid against it (its payments, `credit_id`), what is left,
 * whether its day is closed and whether a correction reverses it. Lists answer and sort by them; the row rules
 * (`dayOpen`, `openCredit`, `openDebt`, `reversible`) read them from the locked row.
 */
export const accountingFigureSql: ComputedSql = {
  paid: (row) => sql`(select coalesce(sum(payment.price), 0)::numeric(14, 2) from accountings payment where payment.company_id = ${row.company_id} and payment.credit_id = ${row.id})`,
  remaining: (row) =>
    sql`(coalesce(${row.price}, 0) - (select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = ${row.company_id} and payment.credit_id = ${row.id}))::numeric(14, 2)`,
  day_closed: (row) => sql`exists (select 1 from day_closes closed where closed.company_id = ${row.company_id} and closed.day = ${row.date})`,
  reversed: (row) => sql`exists (select 1 from accountings correction where correction.company_id = ${row.company_id} and correction.corrects_id = ${row.id})`,
};
