import { and, asc, eq, gt, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ResourceRegistry } from "./registry";
import type { Row } from "./resource-repository";
import type { TenantScope } from "./scope";

/** A span of a schedule resource's row (`x-resource.schedule`) to check against the others. */
export interface SpanQuery {
  startsAt: Date;
  endsAt: Date;
  /** The `per` field's value (an employee); null: the rows without one. Absent when the resource has no `per`. */
  per?: number | string | null;
  /** The row being changed, not counted against itself. */
  excludeId?: number;
}

/**
 * The schedule resources' spans (appointments) of the scope's own company: the company's lock of one resource, under
 * which a write is decided, and the first live row whose span overlaps a given one (touching ends do not).
 */
export function scheduleRepository(db: Db, registry: ResourceRegistry, scope: TenantScope) {
  return {
    /** Held until the transaction ends: two writes of one company's calendar are decided one after the other. */
    async lock(resource: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule:${resource}`}), ${scope.companyId}::int)`);
    },
    async firstOverlap(resource: string, query: SpanQuery): Promise<Row | undefined> {
      const definition = registry.definition(resource);
      const table = definition.table as any;
      const meta = definition.schema["x-resource"];
      const per = meta.schedule?.per;
      const conditions: (SQL | undefined)[] = [
        eq(table.company_id, scope.companyId),
        lt(table.starts_at, query.endsAt),
        gt(table.ends_at, query.startsAt),
        query.excludeId === undefined ? undefined : ne(table.id, query.excludeId),
        meta.softDelete ? isNull(table.deleted_at) : undefined,
        per === undefined ? undefined : query.per === null || query.per === undefined ? isNull(table[per]) : eq(table[per], query.per),
      ];
      const [row] = await db.select().from(table).where(and(...conditions)).orderBy(asc(table.starts_at), asc(table.id)).limit(1);
      return row as Row | undefined;
    },
  };
}
