import { and, asc, count, desc, eq, getTableName, gte, inArray, isNotNull, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { ResourceTable } from "../db/resource-table";
import type { ResourceSchema } from "../../src/schemas/resource";
import { documentContains } from "../engine/search";
import type { TenantScope } from "./scope";
import { decodeCursor, encodeCursor, keysetCondition, planFrom, type KeysetPlan } from "./keyset";
import { deltasOf, isTallied, talliedFields, tallyKeyOf, talliesOf } from "./tallies";

/**
 * A list whose total is not kept as a tally (a search, a filter on a reference) counts its matches only this far
 * past the page: enough for the pager's next jump, never the whole shop. Beyond it the total is "at least".
 */
export const LOOKAHEAD_PAGES = 10;
/** From this offset a page reads the ids from the index first and then only its own rows (no heap walk to the page). */
export const DEFERRED_OFFSET = 200;

export interface ListQuery {
  page: number;
  perPage: number;
  /** A cursor from a page the caller shows (`Page.cursors`): a page near it is read from it instead of from the start. */
  cursor?: string;
  keyword?: string;
  /** field → value (equality) or a list of values (`in`). */
  filters: Record<string, unknown>;
  /** field → inclusive bounds and whole days of a period (`_gte`, `_lte`, `_period`). */
  ranges?: Record<string, RangeFilter>;
  sort?: string;
  order?: "asc" | "desc";
}

/**
 * Inclusive bounds on a date, date-time, integer or money column. `days`: calendar days (a period); a date-time
 * is in them when it falls on one of those days on the clock of `timeZone`.
 */
export interface RangeFilter {
  gte?: unknown;
  lte?: unknown;
  days?: { start: string; end: string; timeZone: string };
}

export type Row = Record<string, unknown>;

/** A page of rows; `exact` false: there are at least `total` matches (counted up to the look-ahead). */
export interface Page {
  rows: Row[];
  total: number;
  exact: boolean;
  /** The page's first and last rows as cursors, where the sort allows reading from a row (a sort column never empty). */
  cursors?: { first: string; last: string };
}

/** SQL for each computed figure of a resource, over its table's columns. */
export type ComputedSql = Record<string, (columns: Record<string, any>) => SQL>;

/** What one resource's repository needs, worked out once per schema (not per request). */
export interface ResourceDefinition {
  schema: ResourceSchema;
  table: ResourceTable;
  name: string;
  computedSql?: ComputedSql;
  /** Resources whose rows go with a row of this one (`parent` with its key): deleted first, so their counts follow. */
  children?: { definition: ResourceDefinition; field: string }[];
}

/** The stale-version answer of `update`: the row exists, but someone changed it since the caller read it. */
export const STALE = Symbol("stale");

/**
 * One resource's rows for one scope, on one executor (the database or a unit of work's transaction).
 * The tenant condition and the bin are added here, never by a caller.
 */
export function resourceRepository(definition: ResourceDefinition, db: Db, scope: TenantScope) {
  const { schema, table } = definition;
  const meta = schema["x-resource"];
  const isTenant = meta.tenant === "company";
  const columns = table as unknown as Record<string, any>;
  // Secrets (`writeOnly`) are written, never read back.
  const readable = Object.keys(schema.properties).filter((field) => schema.properties[field].writeOnly !== true);
  // company_id is read for the row rules (another company's row allows nothing); answers leave it out.
  const outputFields = ["id", ...(isTenant ? ["company_id"] : []), ...readable, "version", "created_at", "updated_at"];
  // Timestamp columns take Date objects; the API speaks ISO strings.
  const dateTimeFields = Object.entries(schema.properties)
    .filter(([, property]) => property.format === "date-time")
    .map(([field]) => field);
  const toColumns = (values: Row): Row => {
    const out = { ...values };
    for (const field of dateTimeFields) if (typeof out[field] === "string") out[field] = new Date(out[field] as string);
    return out;
  };
  // Computed figures are SQL expressions: read with the row, sortable, summable.
  const figures = Object.fromEntries(Object.entries(definition.computedSql ?? {}).map(([field, build]) => [field, build(columns)]));
  const selection = { ...Object.fromEntries(outputFields.map((field) => [field, columns[field]])), ...figures };
  const binSelection = { ...selection, deleted_at: columns.deleted_at };
  // Live rows are counted per company as they are written (server/data/tallies.ts).
  const tallied = isTallied(schema);
  const tallyFields = tallied ? talliedFields(schema) : [];
  const tallyColumns = Object.fromEntries(tallyFields.map((field) => [field, columns[field]]));
  const tallies = () => talliesOf(db, scope.companyId, definition.name);
  const countChange = async (before: Row[], after: Row[]) => {
    if (!tallied) return;
    const deltas = new Map<string, number>();
    const add = (row: Row | undefined, other: Row | undefined) => {
      for (const [key, delta] of deltasOf(tallyFields, row, other)) deltas.set(key, (deltas.get(key) ?? 0) + delta);
    };
    before.forEach((row) => add(row, undefined));
    after.forEach((row) => add(undefined, row));
    await tallies().apply(deltas);
  };

  const readTenant = (): SQL | undefined => {
    if (!isTenant) return undefined;
    if (!scope.all) return eq(columns.company_id, scope.companyId);
    return scope.all.dealerId === null ? undefined : eq(columns.company_id, scope.all.dealerId);
  };
  const writeTenant = (): SQL | undefined => (isTenant ? eq(columns.company_id, scope.companyId) : undefined);
  /**
   * The plain read of one live row of the caller's company runs on every GET of a row: its SQL is built once per
   * database and resource (a prepared statement), not by the query builder on each request.
   */
  const rowRead = () => {
    let reads = rowReads.get(db);
    if (!reads) rowReads.set(db, (reads = new WeakMap()));
    let read = reads.get(definition);
    if (!read) {
      const where = and(eq(columns.id, sql.placeholder("id")), eq(columns.company_id, sql.placeholder("company")), meta.softDelete ? isNull(columns.deleted_at) : undefined);
      reads.set(definition, (read = db.select(selection).from(table).where(where).limit(1).prepare(`row_of_${definition.name}_${++preparedReads}`)));
    }
    return read;
  };
  /** Rows in the bin are out of every list, count and reference until restored. */
  const live = (): SQL | undefined => (meta.softDelete ? isNull(columns.deleted_at) : undefined);
  const binned = (): SQL | undefined => (meta.softDelete ? isNotNull(columns.deleted_at) : sql`false`);
  const matching = (match: Row): SQL[] =>
    Object.entries(toColumns(match)).map(([field, value]) => (Array.isArray(value) ? inArray(columns[field], value) : eq(columns[field], value)));

  const inRange = (field: string, range: RangeFilter): SQL[] => {
    const column = columns[field];
    const bound = (value: unknown) => toColumns({ [field]: value })[field];
    const conditions: SQL[] = [];
    if (range.gte !== undefined) conditions.push(gte(column, bound(range.gte)));
    if (range.lte !== undefined) conditions.push(lte(column, bound(range.lte)));
    if (range.days && dateTimeFields.includes(field)) {
      // Local midnights of the first day and of the day after the last, as instants: the column's index still serves.
      const { start, end, timeZone } = range.days;
      conditions.push(sql`${column} >= (${start}::date)::timestamp at time zone ${timeZone}`);
      conditions.push(sql`${column} < (${end}::date + 1)::timestamp at time zone ${timeZone}`);
    } else if (range.days) {
      conditions.push(gte(column, range.days.start), lte(column, range.days.end));
    }
    return conditions;
  };

  /** Whose search keys a keyword looks up: the one company read (0 for rows of none); none over every shop. */
  const searchOwner = (): number | undefined => (!isTenant ? 0 : !scope.all ? scope.companyId : (scope.all.dealerId ?? undefined));

  /** `byKeys` false: the keyword is matched on the stored text alone (the page walks the sort's index instead). */
  function listConditions(query: ListQuery, state: SQL | undefined, byKeys = true): SQL | undefined {
    const conditions: (SQL | undefined)[] = [readTenant(), state];
    conditions.push(...matching(Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== undefined))));
    for (const [field, range] of Object.entries(query.ranges ?? {})) conditions.push(...inRange(field, range));
    const keyword = query.keyword?.trim();
    if (keyword && meta.list.search?.length) {
      conditions.push(documentContains(getTableName(table), keyword, byKeys ? searchOwner() : undefined));
    }
    return and(...conditions);
  }

  /** The tally key that is the total of this list, when one is kept: the company's live rows, whole or by one enum value. */
  function tallyOfList(query: ListQuery, inBin: boolean): string | undefined {
    if (!tallied || scope.all || inBin || query.keyword?.trim() || Object.keys(query.ranges ?? {}).length) return undefined;
    return tallyKeyOf(tallyFields, Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== undefined)));
  }

  /** The list's total from its tally, or its matches counted up to the look-ahead past the page. */
  async function totalOf(query: ListQuery, inBin: boolean, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
    const key = tallyOfList(query, inBin);
    if (key) return { total: (await tallies().read([key]))[key], exact: true };
    const cap = (query.page + LOOKAHEAD_PAGES) * query.perPage + 1;
    const matches = db.select({ one: sql`1` }).from(table).where(where).limit(cap).as("matches");
    const [{ total }] = await db.select({ total: count() }).from(matches);
    return { total: Number(total), exact: Number(total) < cap };
  }

  /**
   * Deletes the children of the rows `where` is about to delete (the foreign key would take them anyway), through
   * their own repositories: their counts go down and their own children go first.
   */
  async function removeChildrenOf(where: SQL | undefined): Promise<void> {
    if (!definition.children?.length) return;
    const ids = (await db.select({ id: columns.id }).from(table).where(where)).map((row) => row.id as number);
    if (!ids.length) return;
    for (const child of definition.children) await resourceRepository(child.definition, db, scope).removeWhere(child.field, ids);
  }

  /** Deletes the rows `where` holds, their children first, and takes them off the counts. */
  async function removeCounted(where: SQL | undefined): Promise<Row[]> {
    await removeChildrenOf(where);
    const removed = (await db.delete(table).where(where).returning({ id: columns.id, ...tallyColumns })) as Row[];
    await countChange(removed, []);
    return removed;
  }

  async function page(query: ListQuery, inBin: boolean, select: Record<string, any>): Promise<Page> {
    const state = inBin ? binned() : live();
    const where = listConditions(query, state);
    const sortField = query.sort ?? meta.list.defaultSort?.field ?? "id";
    const order = query.order ?? meta.list.defaultSort?.order ?? "desc";
    const sortColumn = figures[sortField] ?? columns[sortField];
    const ordering = [direction(order)(sortColumn), direction(order)(columns.id)];
    // A page can start from a row only where the sort column is never empty (NULLs have no place in a range).
    const keyed = !figures[sortField] && columns[sortField]?.notNull === true;
    const cursor = keyed ? decodeCursor(query.cursor, sortField, order) : undefined;
    const plan = cursor && planFrom(cursor, query.page, query.perPage);
    const offset = (query.page - 1) * query.perPage;
    const withDealer = isTenant && scope.all !== undefined;
    // The sort value as the database writes it (a timestamp to the microsecond) is what a cursor carries.
    const selected: Record<string, any> = { ...select };
    if (keyed) selected.__sort_key = sql<string>`${sortColumn}::text`;
    if (withDealer) selected.dealer_name = companies.full_name;
    const base = db.select(selected).from(table);
    const joined = withDealer ? base.leftJoin(companies, eq(companies.id, columns.company_id)) : base;
    /** The page `plan` reads from the cursor's row: past it in the list's order, or before it read backwards. */
    const fromCursor = async (condition: SQL | undefined, { backwards, skip }: KeysetPlan): Promise<Row[]> => {
      const reading = backwards ? (order === "asc" ? "desc" : "asc") : order;
      const found = (await joined
        .where(and(condition, keysetCondition(sortColumn, columns.id, order, cursor!, plan!, cursor!.value)))
        .orderBy(direction(reading)(sortColumn), direction(reading)(columns.id))
        .limit(query.perPage)
        .offset(skip)) as Row[];
      return backwards ? found.reverse() : found;
    };
    const rowsWhere = async (condition: SQL | undefined): Promise<Row[]> => {
      if (plan) return fromCursor(condition, plan);
      // A deep page walks the sort's index for ids alone, then reads only its own rows.
      const pageIds = db.select({ id: columns.id }).from(table).where(condition).orderBy(...ordering).limit(query.perPage).offset(offset);
      return (offset >= DEFERRED_OFFSET
        ? await joined.where(inArray(columns.id, pageIds)).orderBy(...ordering)
        : await joined.where(condition).orderBy(...ordering).limit(query.perPage).offset(offset)) as Row[];
    };
    const answer = (rows: Row[], counted: { total: number; exact: boolean }): Page => {
      if (!keyed) return { rows, ...counted };
      const cursorOf = (row: Row, edge: "first" | "last") =>
        encodeCursor({ sort: sortField, order, value: row.__sort_key as string, id: row.id as number, page: query.page, edge });
      const cursors = rows.length ? { first: cursorOf(rows[0], "first"), last: cursorOf(rows[rows.length - 1], "last") } : undefined;
      return { rows: rows.map(({ __sort_key: _key, ...row }) => row), ...counted, ...(cursors ? { cursors } : {}) };
    };
    if (!query.keyword?.trim()) {
      const [found, counted] = await Promise.all([rowsWhere(where), totalOf(query, inBin, where)]);
      return answer(found, counted);
    }
    // A keyword is counted first through its keys. Few matches: the page sorts just those. More than the look-ahead
    // (a common name in a big shop): walking the sort's index meets a page of them within a few rows per match.
    const counted = await totalOf(query, inBin, where);
    return answer(await rowsWhere(counted.exact ? where : listConditions(query, state, false)), counted);
  }

  return {
    definition,
    scope,

    list: (query: ListQuery): Promise<Page> => page(query, false, selection),

    /** The bin: rows deleted and not yet purged, newest first. */
    listBin: (query: ListQuery): Promise<Page> => page({ ...query, sort: query.sort ?? "deleted_at", order: query.order ?? "desc" }, true, binSelection),

    /**
     * One live row (or, with `binned`, one in the bin); `forUpdate` locks it for the rest of the unit of
     * work (a change reads, checks, then writes).
     */
    async get(id: number, options: { forUpdate?: boolean; binned?: boolean } = {}): Promise<Row | undefined> {
      // Not inside a unit of work: a transaction's statements would be prepared anew on each one, and kept.
      if (isTenant && !scope.all && !options.forUpdate && !options.binned && !(db instanceof PgTransaction)) {
        const [row] = await rowRead().execute({ id, company: scope.companyId });
        return row as Row | undefined;
      }
      const state = options.binned ? binned() : live();
      const query = db.select(selection).from(table).where(and(eq(columns.id, id), options.forUpdate ? writeTenant() : readTenant(), state)).limit(1);
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return row as Row | undefined;
    },

    /** The company's one row of a `singleton` resource (settings), locked with `forUpdate`. */
    async single(options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
      const query = db.select(selection).from(table).where(writeTenant()).limit(1);
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return row as Row | undefined;
    },

    async create(values: Row): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values(isTenant ? { ...toColumns(values), company_id: scope.companyId } : toColumns(values))
        .returning(selection);
      await countChange([], [row as Row]);
      return row as Row;
    },

    /**
     * Changes a live row and bumps its version. With `expectedVersion`, a row changed since the caller read
     * it is not touched and STALE comes back; undefined means no such row.
     */
    async update(id: number, values: Row, expectedVersion?: number): Promise<Row | undefined | typeof STALE> {
      const versionMatch = expectedVersion === undefined ? undefined : eq(columns.version, expectedVersion);
      // A change of a counted field moves the row between counts: its old values are read (and locked) first.
      const moves = tallyFields.some((field) => field in values);
      const [before] = moves
        ? await db.select(tallyColumns).from(table).where(and(eq(columns.id, id), writeTenant(), live(), versionMatch)).for("update")
        : [];
      const [row] = await db
        .update(table)
        .set({ ...toColumns(values), version: sql`${columns.version} + 1`, updated_at: new Date() })
        .where(and(eq(columns.id, id), writeTenant(), live(), versionMatch))
        .returning(selection);
      if (row && before) await countChange([before as Row], [row as Row]);
      if (row || expectedVersion === undefined) return row as Row | undefined;
      const [exists] = await db.select({ id: columns.id }).from(table).where(and(eq(columns.id, id), writeTenant(), live())).limit(1);
      return exists ? STALE : undefined;
    },

    /** Deletes a live row (to the bin where the resource has one). False: no such row (or someone else was first). */
    async remove(id: number): Promise<boolean> {
      const where = and(eq(columns.id, id), writeTenant(), live());
      if (!meta.softDelete) return (await removeCounted(where)).length > 0;
      const binnedRows = await db.update(table).set({ deleted_at: new Date(), updated_at: new Date() }).where(where).returning({ id: columns.id, ...tallyColumns });
      await countChange(binnedRows as Row[], []);
      return binnedRows.length > 0;
    },

    async restore(id: number): Promise<Row | undefined> {
      const [row] = await db
        .update(table)
        .set({ deleted_at: null, version: sql`${columns.version} + 1`, updated_at: new Date() })
        .where(and(eq(columns.id, id), writeTenant(), binned()))
        .returning(selection);
      if (row) await countChange([], [row as Row]);
      return row as Row | undefined;
    },

    /** Removes a binned row for good (its foreign keys still refuse while other rows point at it). */
    async purge(id: number): Promise<boolean> {
      // A binned row is off the counts already; its children are not.
      const where = and(eq(columns.id, id), writeTenant(), binned());
      await removeChildrenOf(where);
      const done = await db.delete(table).where(where).returning({ id: columns.id });
      return done.length > 0;
    },

    /** True when a live row with this id exists in the caller's company and holds every value of `match`. */
    async exists(id: number, match: Row = {}): Promise<boolean> {
      const [row] = await db
        .select({ id: columns.id })
        .from(table)
        .where(and(eq(columns.id, id), writeTenant(), live(), ...matching(match)))
        .limit(1);
      return row !== undefined;
    },

    /** The totals of computed figures over the live rows the caller may read, as decimal text. */
    async sums(fields: readonly string[]): Promise<Record<string, string>> {
      const totals = Object.fromEntries(fields.map((field) => [field, sql<string>`coalesce(sum(${figures[field]}), 0)::numeric(14, 2)::text`]));
      const [row] = await db.select(totals).from(table).where(and(readTenant(), live()));
      return row as Record<string, string>;
    },

    /** Live rows the caller may read that hold every value of `match`. */
    async count(match: Row = {}): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(table).where(and(readTenant(), live(), ...matching(match)));
      return Number(total);
    },

    /**
     * The company's live rows as counted when written: `{}` the total, `{ type: "person" }` those with one enum
     * filter value; several in one lookup, whatever the size of the shop.
     */
    async tallies(matches: Row[]): Promise<number[]> {
      const keys = matches.map((match) => {
        const key = tallyKeyOf(tallyFields, match);
        if (!tallied || scope.all || !key) throw new Error(`${definition.name}: no per-company tally for ${JSON.stringify(match)}`);
        return key;
      });
      const counted = await tallies().read(keys);
      return keys.map((key) => counted[key]);
    },

    /**
     * Rows of the caller's company (binned ones too: they still point) whose list `field` has an item with
     * `itemField` = id, or holds the id itself.
     */
    async countInLines(field: string, itemField: string | undefined, id: number): Promise<number> {
      // Without an item field the list holds the ids themselves (an array of references).
      const contains = sql`${columns[field]} @> ${JSON.stringify([itemField ? { [itemField]: id } : id])}::jsonb`;
      const [{ total }] = await db.select({ total: count() }).from(table).where(and(writeTenant(), contains));
      return Number(total);
    },

    /**
     * Marks a live row changed without changing its values (its lines changed): the version goes up, so an edit
     * based on the old one is stale, and the row stays locked until the unit of work ends. False: no such row.
     */
    async touch(id: number): Promise<boolean> {
      const done = await db
        .update(table)
        .set({ version: sql`${columns.version} + 1`, updated_at: new Date() })
        .where(and(eq(columns.id, id), writeTenant(), live()))
        .returning({ id: columns.id });
      return done.length > 0;
    },

    /** The lines of one parent (`parent.lines`), in their order. */
    async linesOf(field: string, parentId: number): Promise<Row[]> {
      const rows = await db.select(selection).from(table).where(and(eq(columns[field], parentId), readTenant(), live())).orderBy(asc(columns.position), asc(columns.id));
      return rows as Row[];
    },

    /** Deletes the lines of one parent that are not kept (a change replaces the set). */
    async removeLinesExcept(field: string, parentId: number, kept: number[]): Promise<void> {
      await removeCounted(and(eq(columns[field], parentId), writeTenant(), kept.length ? notInArray(columns.id, kept) : undefined));
    },

    /** Deletes the company's rows whose `field` is one of `ids` (the children of deleted parents), counted. */
    async removeWhere(field: string, ids: number[]): Promise<void> {
      await removeCounted(and(inArray(columns[field], ids), writeTenant()));
    },

    /** Where a line added on its own (not through its parent's form) goes: after the parent's last one. */
    async nextPosition(field: string, parentId: number): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${columns.position}) + 1, 0)::int` })
        .from(table)
        .where(and(eq(columns[field], parentId), writeTenant()));
      return Number(row.next);
    },

    /** Rows of the caller's company, binned ones included, whose `field` = id (a delete guard must see them all). */
    async countReferencing(field: string, id: number): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(table).where(and(writeTenant(), eq(columns[field], id)));
      return Number(total);
    },
  };
}

export type ResourceRepository = ReturnType<typeof resourceRepository>;

const direction = (order: "asc" | "desc") => (order === "asc" ? asc : desc);

type PreparedRead = { execute(values: { id: number; company: number }): Promise<unknown[]> };
const rowReads = new WeakMap<Db, WeakMap<ResourceDefinition, PreparedRead>>();
/** Prepared statements are named per connection: each resource of each app gets its own name. */
let preparedReads = 0;
