import { and, asc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ComputedSql } from "./resource-repository";
import type { HeldBooking } from "../../src/domain/orders/availability";
import type { BookingKind } from "../../src/domain/orders/api";
import type { ResourceRegistry } from "./registry";
import type { TenantScope } from "./scope";

export interface HeldQuery {
  serviceId: number;
  /** The first and last day (inclusive) of the asked range, turnaround included. */
  from: string;
  to: string;
  turnaroundDays: number;
  excludeLeaseIds?: number[];
  excludeProcessId?: number;
}

/**
 * The bookings of one product of the scope's own company that hold it on any day of a range (server/bookings):
 * every kind, active ones until their delivery date, returned ones until their delivered date, each plus the
 * turnaround days. Read in a statement of its own, so under the product's lock it sees what committed meanwhile.
 */
export function bookingsRepository(db: Db, registry: ResourceRegistry, scope: TenantScope) {
  const l = registry.definition("leases").table;
  return {
    async held(query: HeldQuery): Promise<HeldBooking[]> {
      const end = sql`(case when ${l.status} = 'returned' then coalesce(${l.delivered_date}, ${l.delivery_date}) else ${l.delivery_date} end)`;
      const conditions: (SQL | undefined)[] = [
        eq(l.company_id, scope.companyId),
        eq(l.service_id, query.serviceId),
        or(eq(l.status, "active"), and(eq(l.status, "returned"), sql`${l.delivered_date} is not null`)),
        lte(l.issue_date, query.to),
        gte(sql`(${end} + ${Math.max(0, query.turnaroundDays)}::int)`, sql`${query.from}::date`),
        query.excludeLeaseIds?.length ? notInArray(l.id, query.excludeLeaseIds) : undefined,
        query.excludeProcessId !== undefined ? sql`${l.process_id} is distinct from ${query.excludeProcessId}` : undefined,
      ];
      const rows = await db
        .select({ lease_id: l.id, kind: l.kind, issue_date: l.issue_date, end_date: sql<string>`${end}::text`, piece: l.piece })
        .from(l)
        .where(and(...conditions))
        .orderBy(asc(l.issue_date), asc(l.id));
      return rows.map((row) => ({
        lease_id: Number(row.lease_id),
        kind: (row.kind ?? "lease") as BookingKind,
        issue_date: row.issue_date as string,
        end_date: row.end_date,
        piece: Number(row.piece ?? 1),
      }));
    },
    /** The leases (ids) of one order, for an order's edit (excluded while its lines are booked again). */
    async ofProcess(processId: number): Promise<number[]> {
      const rows = await db.select({ id: l.id }).from(l).where(and(eq(l.company_id, scope.companyId), inArray(l.process_id, [processId])));
      return rows.map((row) => Number(row.id));
    },
  };
}

/** What was paid against a credit (its payments and their corrections), as in accounting-figures.ts. */
const paidAgainst = (alias: string): SQL =>
  sql`(select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = ${sql.raw(`${alias}.company_id`)} and payment.credit_id = ${sql.raw(`${alias}.id`)})`;

/**
 * A lease's figures as SQL over its row (in the data layer: the sub-select keeps to the row's own company). Its
 * `remaining`: what is left of its receivables, the order's credit (`process_id`, a quick-sale rent) and the
 * lease's own and take-back fee credits (`lease_id`), never below zero each.
 */
export const leaseFigureSql: ComputedSql = {
  remaining: () => sql`(select coalesce(sum(greatest(receivable.price - ${paidAgainst("receivable")}, 0)), 0) from accountings receivable
    where receivable.company_id = leases.company_id and receivable.type = 'credit'
      and (receivable.lease_id = leases.id or (leases.process_id is not null and receivable.process_id = leases.process_id)))::numeric(14, 2)`,
};
