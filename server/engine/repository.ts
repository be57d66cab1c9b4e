import { and, asc, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { ResourceSchema } from "../../src/schemas/resource";
import { containsFolded } from "./search";
import type { ResourceTable } from "./table";

/**
 * Whose rows a call may touch. The repository turns it into the tenant condition itself: no route ever
 * writes its own `company_id` filter.
 */
export interface TenantScope {
  /** The caller's company: every write lands here, every own-view read is limited to it. */
  companyId: number;
  /** Operators' 'all' view: reads across companies, optionally limited to one dealer. */
  all?: { dealerId: number | null };
}

export interface ListQuery {
  page: number;
  perPage: number;
  keyword?: string;
  filters: Record<string, unknown>;
  sort?: string;
  order?: "asc" | "desc";
}

export type Row = Record<string, unknown>;

export function createRepository(db: Db, schema: ResourceSchema, table: ResourceTable) {
  const meta = schema["x-resource"];
  const isTenant = meta.tenant === "company";
  const columns = table as unknown as Record<string, any>;
  const outputFields = ["id", ...Object.keys(schema.properties), "created_at", "updated_at"];
  // Timestamp columns take Date objects; the API speaks ISO strings.
  const dateTimeFields = Object.entries(schema.properties)
    .filter(([, property]) => property.format === "date-time")
    .map(([field]) => field);
  const toColumns = (values: Row): Row => {
    const out = { ...values };
    for (const field of dateTimeFields) if (typeof out[field] === "string") out[field] = new Date(out[field] as string);
    return out;
  };
  const selection = Object.fromEntries(outputFields.map((field) => [field, columns[field]]));

  function readCondition(scope: TenantScope): SQL | undefined {
    if (!isTenant) return undefined;
    if (!scope.all) return eq(columns.company_id, scope.companyId);
    return scope.all.dealerId === null ? undefined : eq(columns.company_id, scope.all.dealerId);
  }
  const writeCondition = (scope: TenantScope): SQL | undefined =>
    isTenant ? eq(columns.company_id, scope.companyId) : undefined;

  function listConditions(scope: TenantScope, query: ListQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [readCondition(scope)];
    for (const [field, value] of Object.entries(toColumns(query.filters))) {
      if (value !== undefined) conditions.push(eq(columns[field], value));
    }
    const keyword = query.keyword?.trim();
    if (keyword && meta.list.search?.length) {
      conditions.push(or(...meta.list.search.map((field) => containsFolded(columns[field], keyword))));
    }
    return and(...conditions);
  }

  return {
    schema,
    table,
    async list(scope: TenantScope, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
      const where = listConditions(scope, query);
      const sortField = query.sort ?? meta.list.defaultSort?.field ?? "id";
      const direction = (query.order ?? meta.list.defaultSort?.order ?? "desc") === "asc" ? asc : desc;
      const withDealer = isTenant && scope.all !== undefined;
      const base = db
        .select(withDealer ? { ...selection, dealer_name: companies.full_name } : selection)
        .from(table as any);
      const joined = withDealer ? base.leftJoin(companies, eq(companies.id, columns.company_id)) : base;
      const [rows, [{ total }]] = await Promise.all([
        joined
          .where(where)
          .orderBy(direction(columns[sortField]), direction(columns.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(table as any).where(where),
      ]);
      return { rows: rows as Row[], total: Number(total) };
    },

    async get(scope: TenantScope, id: number): Promise<Row | undefined> {
      const [row] = await db.select(selection).from(table as any).where(and(eq(columns.id, id), readCondition(scope))).limit(1);
      return row as Row | undefined;
    },

    async create(scope: TenantScope, values: Row): Promise<Row> {
      const [row] = await db
        .insert(table as any)
        .values(isTenant ? { ...toColumns(values), company_id: scope.companyId } : toColumns(values))
        .returning(selection);
      return row as Row;
    },

    async update(scope: TenantScope, id: number, values: Row): Promise<Row | undefined> {
      const [row] = await db
        .update(table as any)
        .set({ ...toColumns(values), updated_at: new Date() })
        .where(and(eq(columns.id, id), writeCondition(scope)))
        .returning(selection);
      return row as Row | undefined;
    },

    async remove(scope: TenantScope, id: number): Promise<boolean> {
      const deleted = await db
        .delete(table as any)
        .where(and(eq(columns.id, id), writeCondition(scope)))
        .returning({ id: columns.id });
      return deleted.length > 0;
    },

    /**
     * True when a row with this id exists for the caller (own company for tenant resources) and holds
     * every value of `match` (a reference's `x-ref-filter`).
     */
    async exists(scope: TenantScope, id: number, match: Row = {}): Promise<boolean> {
      const matches = Object.entries(match).map(([field, value]) => eq(columns[field], value));
      const [row] = await db
        .select({ id: columns.id })
        .from(table as any)
        .where(and(eq(columns.id, id), writeCondition(scope), ...matches))
        .limit(1);
      return row !== undefined;
    },

    /** Rows the caller may read that hold every value of `match`. */
    async count(scope: TenantScope, match: Row = {}): Promise<number> {
      const matches = Object.entries(match).map(([field, value]) => eq(columns[field], value));
      const [{ total }] = await db.select({ total: count() }).from(table as any).where(and(readCondition(scope), ...matches));
      return Number(total);
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
