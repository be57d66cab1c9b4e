import { sql, type SQL } from "drizzle-orm";
import { decimalStringFromKurus, kurusFromDecimalString } from "../../src/domain/money";
import { PAYMENT_SPLITS, SINGLE_PAYMENT_TYPES } from "../../src/schemas/accountings.schema";
import type { Db } from "../db/client";
import type { TenantScope } from "./scope";

export type SinglePaymentType = (typeof SINGLE_PAYMENT_TYPES)[number];

/** One payment type's movements in a range (money as decimal text). */
export interface PaymentTypeGroup {
  payment_type: SinglePaymentType;
  income: string;
  expense: string;
  net: string;
}

/** The cash box of a range: its movements, and the cash in the safe at the end of its last day. */
export interface CashFigures {
  income: string;
  expense: string;
  process_count: number;
  inSafeMoney: string;
  incomeGroup: PaymentTypeGroup[];
}

export interface CashRange {
  start: string;
  end: string;
  /** Only this payment type's movements (a multiple payment's split of it included). */
  paymentType?: SinglePaymentType;
}

/**
 * The part of a record that moved under `type`: its price when paid that way, its split when paid in several
 * ways (spec §9: a multiple payment is cash, card and EFT at once), NULL when none of it did.
 */
function partOf(type: SinglePaymentType): SQL {
  const split = (PAYMENT_SPLITS as Record<string, string>)[type];
  const fromSplit = split ? sql` when a.payment_type = 'multiple_payment' and a.${sql.raw(split)} <> 0 then a.${sql.raw(split)}` : sql``;
  return sql`(case when a.payment_type = ${type}::text then a.price${fromSplit} end)`;
}

/** The records that move money: income and expense (payments and corrections take one of them); credits and debts do not. */
const MOVING = sql`a.type in ('income', 'expense')`;

/**
 * The cash box (spec §2 "Accounting and cash", §3 "daily cash response") over one company's accounting records:
 * the company is the scope's own, or the dealer an operator's 'all' view names. Sums are `numeric` in SQL and
 * leave as decimal text: no float touches them.
 */
export function cashRepository(db: Db, scope: TenantScope) {
  const companyId = scope.all ? scope.all.dealerId : scope.companyId;
  if (companyId === null) throw new Error("cash: a dealer must be chosen");
  const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    companyId,

    /**
     * Holds the day against every write into it until the caller's transaction ends (a close counts the day and
     * stores it; the records' guard takes the same lock shared, migration 0012). Only inside a unit of work.
     */
    async lockDay(day: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(day_close_lock_company(${companyId}), ${day}::date - date '2000-01-01')`);
    },

    /**
     * Two passes: the totals (the range's income, expense and count, and the safe's cash over every record up to
     * the range's end) and the range's movements per payment type, splits counted under their own types.
     */
    async figures(range: CashRange): Promise<CashFigures> {
      const amount = range.paymentType ? partOf(range.paymentType) : sql`a.price`;
      const inRange = sql`a.date >= ${range.start}::date`;
      const [totals] = await rowsOf<{ income: string; expense: string; process_count: number | string; in_safe: string }>(sql`
        select coalesce(sum(m.amount) filter (where m.in_range and m.type = 'income'), 0)::numeric(14, 2)::text as income,
               coalesce(sum(m.amount) filter (where m.in_range and m.type = 'expense'), 0)::numeric(14, 2)::text as expense,
               count(*) filter (where m.in_range and m.amount is not null) as process_count,
               (coalesce(sum(m.cash) filter (where m.type = 'income'), 0) - coalesce(sum(m.cash) filter (where m.type = 'expense'), 0))::numeric(14, 2)::text as in_safe
        from (select a.type, ${amount} as amount, ${partOf("cash")} as cash, ${inRange} as in_range
              from accountings a
              where a.company_id = ${companyId} and a.date <= ${range.end}::date and ${MOVING}) m`);
      const types = range.paymentType ? [range.paymentType] : SINGLE_PAYMENT_TYPES;
      const parts = sql.join(
        types.map((type) => sql`(${type}::text, ${partOf(type)})`),
        sql`, `,
      );
      const grouped = await rowsOf<{ payment_type: SinglePaymentType; income: string; expense: string }>(sql`
        select part.payment_type,
               coalesce(sum(part.amount) filter (where a.type = 'income'), 0)::numeric(14, 2)::text as income,
               coalesce(sum(part.amount) filter (where a.type = 'expense'), 0)::numeric(14, 2)::text as expense
        from accountings a
        cross join lateral (values ${parts}) as part(payment_type, amount)
        where a.company_id = ${companyId} and a.date between ${range.start}::date and ${range.end}::date and ${MOVING} and part.amount is not null
        group by part.payment_type`);
      const byType = new Map(grouped.map((group) => [group.payment_type, group]));
      const incomeGroup = types.map((type) => {
        const group = byType.get(type) ?? { income: "0.00", expense: "0.00" };
        const net = decimalStringFromKurus(kurusFromDecimalString(group.income) - kurusFromDecimalString(group.expense));
        return { payment_type: type, income: group.income, expense: group.expense, net };
      });
      return {
        income: totals.income,
        expense: totals.expense,
        process_count: Number(totals.process_count),
        inSafeMoney: totals.in_safe,
        incomeGroup,
      };
    },
  };
}

export type CashRepository = ReturnType<typeof cashRepository>;
