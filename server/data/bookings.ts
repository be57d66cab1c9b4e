import { and, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { companies } from "../db/core";
import type { Db } from "../db/client";
import type { ComputedSql, Row } from "./resource-repository";
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
  /** Today on the company's clock: a booking not yet back holds the product at least until today. */
  today: string;
  /** Leases not to count (an extension's own, an order's while it is edited). */
  excludeLeaseIds?: number[];
  excludeProcessId?: number;
  /** Bookings of any kind not to count (the row being changed; a take-back's chain of steps). */
  excludeBookings?: { kind: BookingKind; id: number }[];
}

/** One booking of a product as its detail shows it: which kind, with whom, over which days, where it stands. */
export interface ProductBooking {
  kind: BookingKind;
  id: number;
  party: { id: number; full_name: string } | null;
  issue_date: string;
  delivery_date: string;
  delivered_date: string | null;
  status: string;
  piece: number;
}

/** The resources whose rows are bookings (`x-resource.booking`), by kind: leases, tailors, dry. */
export function bookingDefinitions(registry: ResourceRegistry): { kind: BookingKind; definition: ReturnType<ResourceRegistry["definition"]> }[] {
  return [...registry.definitions.values()]
    .filter((definition) => definition.schema["x-resource"].booking)
    .map((definition) => ({ kind: definition.schema["x-resource"].booking as BookingKind, definition }));
}

/**
 * The bookings of one product of the scope's own company that hold it on any day of a range (server/bookings):
 * the rows of every booking resource (leases, tailors, dry). One still out (active) holds it until its delivery
 * date, or until today when that has passed: a gown is back only when it was received back; one returned holds
 * it until its delivered date; each plus the turnaround days. One statement (a union over the booking tables),
 * so that under the product's lock it sees what committed meanwhile.
 */
export function bookingsRepository(db: Db, registry: ResourceRegistry, scope: TenantScope) {
  const kinds = bookingDefinitions(registry);
  return {
    async held(query: HeldQuery): Promise<HeldBooking[]> {
      const selects = kinds.map(({ kind, definition }) => {
        const l = definition.table as any;
        const end = sql`(case when ${l.status} = 'returned' then coalesce(${l.delivered_date}, ${l.delivery_date}) else greatest(${l.delivery_date}, ${query.today}::date) end)`;
        const excluded = [...(kind === "lease" ? (query.excludeLeaseIds ?? []) : []), ...(query.excludeBookings ?? []).filter((booking) => booking.kind === kind).map((booking) => booking.id)];
        const conditions: (SQL | undefined)[] = [
          eq(l.company_id, scope.companyId),
          eq(l.service_id, query.serviceId),
          or(eq(l.status, "active"), and(eq(l.status, "returned"), sql`${l.delivered_date} is not null`)),
          lte(l.issue_date, query.to),
          gte(sql`(${end} + ${Math.max(0, query.turnaroundDays)}::int)`, sql`${query.from}::date`),
          excluded?.length ? notInArray(l.id, excluded) : undefined,
          kind === "lease" && query.excludeProcessId !== undefined ? sql`${l.process_id} is distinct from ${query.excludeProcessId}` : undefined,
        ];
        return sql`select ${l.id} as lease_id, ${kind}::text as kind, ${l.issue_date}::text as issue_date, ${end}::text as end_date, ${l.piece} as piece from ${l} where ${and(...conditions)}`;
      });
      const { rows } = (await db.execute(sql`${sql.join(selects, sql` union all `)} order by issue_date, kind, lease_id`)) as unknown as { rows: Row[] };
      return rows.map((row) => ({
        lease_id: Number(row.lease_id),
        kind: row.kind as BookingKind,
        issue_date: String(row.issue_date),
        end_date: String(row.end_date),
        piece: Number(row.piece ?? 1),
      }));
    },
    /**
     * One product's bookings of every kind (the product detail's history and where the gown is now), newest issue
     * first, each with its party (the client, tailor or cleaner): `status` keeps only active or returned ones.
     * The scope's company only, the party's too.
     */
    async ofProduct(serviceId: number, page: { page: number; perPage: number; status?: "active" | "returned" }): Promise<{ rows: ProductBooking[]; total: number }> {
      const clients = registry.definition("clients").table as any;
      const selects = kinds.map(({ kind, definition }) => {
        const l = definition.table as any;
        const conditions = [eq(l.company_id, scope.companyId), eq(l.service_id, serviceId), page.status ? eq(l.status, page.status) : undefined];
        return sql`select ${l.id} as id, ${kind}::text as kind, ${l.client_id} as client_id, ${l.issue_date}::text as issue_date, ${l.delivery_date}::text as delivery_date,
          ${l.delivered_date}::text as delivered_date, ${l.status}::text as status, ${l.piece} as piece from ${l} where ${and(...conditions)}`;
      });
      const union = sql.join(selects, sql` union all `);
      const { rows } = (await db.execute(sql`select b.*, party.full_name as party_name from (${union}) b
        left join ${clients} party on party.id = b.client_id and party.company_id = ${scope.companyId}
        order by b.issue_date desc, b.kind, b.id desc limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`)) as unknown as { rows: Row[] };
      const counted = (await db.execute(sql`select count(*)::int as total from (${union}) b`)) as unknown as { rows: Row[] };
      return {
        total: Number(counted.rows[0]?.total ?? 0),
        rows: rows.map((row) => ({
          kind: row.kind as BookingKind,
          id: Number(row.id),
          party: row.client_id === null || row.client_id === undefined ? null : { id: Number(row.client_id), full_name: String(row.party_name ?? "") },
          issue_date: String(row.issue_date),
          delivery_date: String(row.delivery_date),
          delivered_date: row.delivered_date === null || row.delivered_date === undefined ? null : String(row.delivered_date),
          status: String(row.status),
          piece: Number(row.piece ?? 1),
        })),
      };
    },
    /**
     * The caller's own product that a branch of its group holds now (transferred: the branch's `company_id`, the
     * caller's `old_company_id`): which branch, since when (the move). Undefined when no branch holds it.
     */
    async atBranch(serviceId: number): Promise<{ branch: { id: number; name: string }; since: Date; name: string } | undefined> {
      const s = registry.definition("services").table as any;
      const [row] = await db
        .select({ id: companies.id, name: sql<string>`coalesce(${companies.title}, ${companies.full_name})`, since: s.updated_at, product: s.name })
        .from(s)
        .innerJoin(companies, eq(companies.id, s.company_id))
        .where(and(eq(s.id, serviceId), eq(s.old_company_id, scope.companyId), isNull(s.deleted_at)))
        .limit(1);
      return row ? { branch: { id: Number(row.id), name: String(row.name ?? "") }, since: row.since as Date, name: String(row.product ?? "") } : undefined;
    },
    /** The leases (ids) of one order, for an order's edit (excluded while its lines are booked again). */
    async ofProcess(processId: number): Promise<number[]> {
      const l = registry.definition("leases").table;
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
