import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { TenantScope } from "./scope";

/** An inclusive range of calendar days ("YYYY-MM-DD"), on the company's clock. */
export interface DayRange {
  start: string;
  end: string;
}

/** A range's money (decimal text): what came in, went out, is still to receive and still to pay. */
export interface RangeTotals {
  income: string;
  expense: string;
  credit: string;
  debt: string;
  /** income − expense */
  net: string;
}

export interface DayFigures {
  day: string;
  income: string;
  expense: string;
  net: string;
  process_count: number;
}

/** An open credit or debt, with the party's name and what is left of it. */
export interface OpenRecord {
  id: number;
  kind: string;
  type: string;
  title: string | null;
  date: string;
  price: string;
  paid: string;
  remaining: string;
  type_of_payment: string | null;
  first_payment_date: string | null;
  last_payment_date: string;
  client_id: number | null;
  supplier_id: number | null;
  client_name: string | null;
  supplier_name: string | null;
  description: string | null;
  contract_no: string | null;
  created_at: string;
}

const money = (value: SQL): SQL => sql`coalesce(${value}, 0)::numeric(14, 2)::text`;

/**
 * The accounting reports (spec §7 "Accounting": accounting-report, monthly-general-status, future-accountings)
 * over the scope's own accounting records. Income and expense are the records of those types (payments and
 * corrections included, a correction's negative price taking back what it reverses); credit and debt are what is
 * left of the credits and debts (price − Σ payments against them). Sums stay `numeric` in SQL and leave as
 * decimal text: no float touches them.
 */
export function accountingReportsRepository(db: Db, scope: TenantScope) {
  const companyId = scope.companyId;
  // What was paid against the record `a` (its payments name it in credit_id, within its company) and what is left.
  const paid = sql`(select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = a.company_id and payment.credit_id = a.id)::numeric(14, 2)`;
  const remaining = sql`(coalesce(a.price, 0) - ${paid})::numeric(14, 2)`;
  const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const inRange = (range: DayRange) => sql`a.company_id = ${companyId} and a.date between ${range.start}::date and ${range.end}::date`;

  return {
    /** One pass over the range's records: income, expense, what is left of its credits and debts, and the net. */
    async totals(range: DayRange): Promise<RangeTotals> {
      const [found] = await rowsOf<RangeTotals>(sql`
        select ${money(sql`t.income`)} as income, ${money(sql`t.expense`)} as expense, ${money(sql`t.credit`)} as credit,
               ${money(sql`t.debt`)} as debt, ${money(sql`coalesce(t.income, 0) - coalesce(t.expense, 0)`)} as net
        from (select sum(a.price) filter (where a.type = 'income') as income,
                     sum(a.price) filter (where a.type = 'expense') as expense,
                     sum(${remaining}) filter (where a.type = 'credit') as credit,
                     sum(${remaining}) filter (where a.type = 'debt') as debt
              from accountings a where ${inRange(range)}) t`);
      return found;
    },

    /** Every day of the range (days without records too), with its income, expense, net and number of movements. */
    async days(range: DayRange): Promise<DayFigures[]> {
      const found = await rowsOf<DayFigures & { process_count: number | string }>(sql`
        select d.day::date::text as day, ${money(sql`m.income`)} as income, ${money(sql`m.expense`)} as expense,
               ${money(sql`coalesce(m.income, 0) - coalesce(m.expense, 0)`)} as net, coalesce(m.process_count, 0) as process_count
        from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as d(day)
        left join (select a.date, sum(a.price) filter (where a.type = 'income') as income,
                          sum(a.price) filter (where a.type = 'expense') as expense, count(*) as process_count
                   from accountings a where ${inRange(range)} and a.type in ('income', 'expense')
                   group by a.date) m on m.date = d.day::date
        order by d.day`);
      return found.map((day) => ({ ...day, process_count: Number(day.process_count) }));
    },

    /**
     * The credits (or debts) still open whose last payment date is on or before `until`, the oldest due first, a
     * page of them with their count and what is left of them all.
     */
    async open(type: "credit" | "debt", until: string, page: number, perPage: number): Promise<{ rows: OpenRecord[]; count: number; remaining: string }> {
      // What was paid against each candidate is summed once (one probe into its payments, laterally); the page is
      // cut from those before its rows are read in full, and the count and the sum come from the same pass: one
      // statement, answering one row of totals alone when the page is empty (nothing open, or past the end).
      const rows = await rowsOf<OpenRecord & { id: number | string | null; total_count: number | string; total_remaining: string }>(sql`
        with due as materialized (
          select a.id, a.last_payment_date, settled.paid, coalesce(a.price, 0) - settled.paid as remaining
          from accountings a
          cross join lateral (select coalesce(sum(payment.price), 0) as paid from accountings payment
                              where payment.company_id = a.company_id and payment.credit_id = a.id) settled
          where a.company_id = ${companyId} and a.type = ${type}::text and a.last_payment_date <= ${until}::date
            and coalesce(a.price, 0) - settled.paid > 0),
        shown as (select * from due order by due.last_payment_date, due.id limit ${perPage} offset ${(page - 1) * perPage})
        select a.id, a.kind, a.type, a.title, a.date::text as date, a.price::text as price, shown.paid::numeric(14, 2)::text as paid,
               shown.remaining::numeric(14, 2)::text as remaining, a.type_of_payment, a.first_payment_date::text as first_payment_date,
               a.last_payment_date::text as last_payment_date, a.client_id, a.supplier_id, c.full_name as client_name,
               s.full_name as supplier_name, a.description, a.contract_no, a.created_at, t.total_count, t.total_remaining
        from (select count(*) as total_count, ${money(sql`sum(due.remaining)`)} as total_remaining from due) t
        left join (shown join accountings a on a.company_id = ${companyId} and a.id = shown.id) on true
        left join clients c on c.company_id = a.company_id and c.id = a.client_id
        left join suppliers s on s.company_id = a.company_id and s.id = a.supplier_id
        order by shown.last_payment_date, shown.id`);
      const [totals] = rows;
      return {
        rows: rows
          .filter((row) => row.id !== null)
          .map(({ total_count: _count, total_remaining: _sum, ...row }) => ({
            ...row,
            id: Number(row.id),
            client_id: row.client_id === null ? null : Number(row.client_id),
            supplier_id: row.supplier_id === null ? null : Number(row.supplier_id),
            created_at: new Date(row.created_at).toISOString(),
          })),
        count: Number(totals.total_count),
        remaining: totals.total_remaining,
      };
    },
  };
}

export type AccountingReportsRepository = ReturnType<typeof accountingReportsRepository>;
