import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { TenantScope } from "./scope";

/** A date range, both ends inclusive and optional (`date_gte`, `date_lte`). */
export interface DayBounds {
  gte?: string;
  lte?: string;
}

/** An arbitrary but fixed first key of the advisory lock that guards a company's 'Maaşlar' category. */
const SALARY_CATEGORY_LOCK = 1_300_013;

/**
 * What an employee was paid and earned, over the scope's own company (spec §7 `employee-history/{id}`,
 * `employee-commissions/{id}`): sums in SQL `numeric`, answered as decimal text, no float touches them.
 */
export function employeePayRepository(db: Db, scope: TenantScope) {
  const companyId = scope.companyId;
  const first = async <T>(query: SQL): Promise<T> => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

  return {
    /**
     * Holds the company's salary category against a racing payment until the caller's transaction ends, so two
     * first payments do not both create 'Maaşlar'. Only inside a unit of work.
     */
    async lockSalaryCategory(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SALARY_CATEGORY_LOCK}, (${companyId}::bigint % 2147483647)::integer)`);
    },

    /** Σ price of the employee's salary and of their advance records, over all time. */
    async paymentTotals(employeeId: number): Promise<{ salary: string; advance: string }> {
      return first(sql`select coalesce(sum(price) filter (where kind = 'salary'), 0)::numeric(14, 2)::text as salary,
                              coalesce(sum(price) filter (where kind = 'advance'), 0)::numeric(14, 2)::text as advance
                       from accountings where company_id = ${companyId} and employee_id = ${employeeId} and kind in ('salary', 'advance')`);
    },

    /** Σ total_price and Σ commission of the employee's commission entries dated within the bounds. */
    async commissionTotals(employeeId: number, bounds: DayBounds): Promise<{ total_price: string; commission: string }> {
      const from = bounds.gte ? sql` and date >= ${bounds.gte}::date` : sql``;
      const to = bounds.lte ? sql` and date <= ${bounds.lte}::date` : sql``;
      return first(sql`select coalesce(sum(total_price), 0)::numeric(14, 2)::text as total_price,
                              coalesce(sum(commission), 0)::numeric(14, 2)::text as commission
                       from commissions where company_id = ${companyId} and employee_id = ${employeeId}${from}${to}`);
    },
  };
}
