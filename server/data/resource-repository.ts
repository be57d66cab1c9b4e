import { and, asc, count, desc, eq, getTableName, gte, inArray, isNotNull, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { ResourceTable } from "../db/resource-table";
import type { ResourceSchema } from "../../src/schemas/resource";
import { documentContains, searchWay } from "../engine/search";
import { sortKeyOf, sortsAlphabetically } from "../engine/turkish-order";
import { bindingFor, inline, runShape, type Binding } from "./statement-shapes";
import type { TenantScope } from "./scope";
import { decodeCursor, encodeCursor, keysetCondition, planFrom, type KeysetPlan } from "./keyset";
import { deltasOf, isTallied, talliedFields, tallyKeyOf, talliesOf } from "./tallies";
import type { SecretBox } from "../crypto/secrets";

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
  /** Encrypts and decrypts the `x-encrypted` fields (the app's key); absent outside an app (seeding), where they are refused. */
  secrets?: SecretBox;
}

/**
 * A stored secret (`x-encrypted`) that this server's key does not open: another key wrote it, or it was changed.
 * Names the resource and the field, never the value.
 */
export class SecretUnreadable extends Error {
  constructor(
    readonly resource: string,
    readonly field: string,
  ) {
    super(`${resource}.${field}: the stored secret cannot be decrypted with this server's key (SECRETS_KEY or DATA_DIR/secrets.key)`);
    this.name = "SecretUnreadable";
  }
}

/** What `get` and `single` also take: `secrets` answers the row with its `x-encrypted` fields decrypted (server modules only). */
export interface SecretsOption {
  secrets?: boolean;
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
  const { isTenant, columns, dateTimeFields, figures, selection, binSelection, tallied, tallyFields, tallyColumns, encrypted, secretSelection } = columnsOf(definition);
  const box = (): SecretBox => {
    if (!definition.secrets) throw new Error(`${definition.name}: its x-encrypted fields need the app's secrets key (ResourceDefinition.secrets)`);
    return definition.secrets;
  };
  /** Values as stored: dates as Dates, secrets encrypted (null clears one; a field left out keeps it). */
  const toColumns = (values: Row): Row => {
    const out = { ...values };
    for (const field of dateTimeFields) if (typeof out[field] === "string") out[field] = new Date(out[field] as string);
    for (const field of encrypted) if (typeof out[field] === "string") out[field] = box().encrypt(out[field] as string);
    return out;
  };
  /** A row read with its stored secrets, answered with them decrypted. */
  const withPlaintext = (row: Row | undefined): Row | undefined => {
    if (!row) return row;
    const out = { ...row };
    for (const field of encrypted) {
      if (typeof out[field] !== "string") continue;
      try {
        out[field] = box().decrypt(out[field] as string);
      } catch {
        throw new SecretUnreadable(definition.name, field);
      }
    }
    return out;
  };
  const tallies = () => talliesOf(db, scope.companyId, definition.name);
  // A list's total and its counters come from one read per request (the repository lives as long as the request
  // or unit of work); a write through this repository makes the next read fresh.
  let talliesRead: Promise<Record<string, number>> | undefined;
  const readTallies = () => (talliesRead ??= tallies().readAll());
  const countChange = async (before: Row[], after: Row[]) => {
    if (!tallied) return;
    const deltas = new Map<string, number>();
    const add = (row: Row | undefined, other: Row | undefined) => {
      for (const [key, delta] of deltasOf(tallyFields, row, other)) deltas.set(key, (deltas.get(key) ?? 0) + delta);
    };
    before.forEach((row) => add(row, undefined));
    after.forEach((row) => add(undefined, row));
    await tallies().apply(deltas);
    talliesRead = undefined;
  };

  const readTenant = (bind = inline.bind): SQL | undefined => {
    if (!isTenant) return undefined;
    if (!scope.all) return eq(columns.company_id, bind(scope.companyId));
    return scope.all.dealerId === null ? undefined : eq(columns.company_id, bind(scope.all.dealerId));
  };
  const writeTenant = (): SQL | undefined => (isTenant ? eq(columns.company_id, scope.companyId) : undefined);
  /** Rows in the bin are out of every list, count and reference until restored. */
  const live = (): SQL | undefined => (meta.softDelete ? isNull(columns.deleted_at) : undefined);
  const binned = (): SQL | undefined => (meta.softDelete ? isNotNull(columns.deleted_at) : sql`false`);
  const matching = (match: Row, bind = inline.bind): SQL[] =>
    Object.entries(toColumns(match)).map(([field, value]) =>
      Array.isArray(value) ? inArray(columns[field], value.map((item) => bind(item))) : eq(columns[field], bind(value)),
    );

  const inRange = (field: string, range: RangeFilter, bind = inline.bind): SQL[] => {
    const column = columns[field];
    const bound = (value: unknown) => bind(toColumns({ [field]: value })[field]);
    const conditions: SQL[] = [];
    if (range.gte !== undefined) conditions.push(gte(column, bound(range.gte)));
    if (range.lte !== undefined) conditions.push(lte(column, bound(range.lte)));
    if (range.days && dateTimeFields.includes(field)) {
      // Local midnights of the first day and of the day after the last, as instants: the column's index still serves.
      const { start, end, timeZone } = range.days;
      conditions.push(sql`${column} >= (${bind(start)}::date)::timestamp at time zone ${bind(timeZone)}`);
      conditions.push(sql`${column} < (${bind(end)}::date + 1)::timestamp at time zone ${bind(timeZone)}`);
    } else if (range.days) {
      conditions.push(gte(column, bind(range.days.start)), lte(column, bind(range.days.end)));
    }
    return conditions;
  };

  /** Whose search keys a keyword looks up: the one company read (0 for rows of none); none over every shop. */
  const searchOwner = (): number | undefined => (!isTenant ? 0 : !scope.all ? scope.companyId : (scope.all.dealerId ?? undefined));

  const givenFilters = (query: ListQuery): Row => Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== undefined));
  const searched = (query: ListQuery): string | undefined => (meta.list.search?.length ? query.keyword?.trim() || undefined : undefined);

  /** `byKeys` false: the keyword is matched on the stored text alone (the page walks the sort's index instead). */
  function listConditions(query: ListQuery, state: SQL | undefined, byKeys = true, bind = inline.bind): SQL | undefined {
    const conditions: (SQL | undefined)[] = [readTenant(bind), state];
    conditions.push(...matching(givenFilters(query), bind));
    for (const [field, range] of Object.entries(query.ranges ?? {})) conditions.push(...inRange(field, range, bind));
    const keyword = searched(query);
    if (keyword) conditions.push(documentContains(getTableName(table), keyword, byKeys ? searchOwner() : undefined, bind));
    return and(...conditions);
  }

  /**
   * Every choice that shapes a list's SQL apart from its values (see statement-shapes.ts): which filters and
   * bounds, the keyword's way, the sort, the scope, the bin. A choice missing here fails the tests, which build
   * each request's SQL again and compare it with the prepared shape.
   */
  function listShape(query: ListQuery, inBin: boolean, byKeys: boolean): string {
    const filters = Object.entries(givenFilters(query)).map(([field, value]) => [field, Array.isArray(value) ? value.length : "="]);
    const ranges = Object.entries(query.ranges ?? {}).map(([field, range]) => [field, range.gte !== undefined, range.lte !== undefined, Boolean(range.days)]);
    const keyword = searched(query);
    const tenant = !isTenant ? "none" : !scope.all ? "own" : scope.all.dealerId === null ? "every" : "dealer";
    return JSON.stringify([definition.name, tenant, inBin, filters, ranges, keyword ? searchWay(keyword, byKeys ? searchOwner() : undefined) : null]);
  }

  /** The tally key that is the total of this list, when one is kept: the company's live rows, whole or by one enum value. */
  function tallyOfList(query: ListQuery, inBin: boolean): string | undefined {
    if (!tallied || scope.all || inBin || query.keyword?.trim() || Object.keys(query.ranges ?? {}).length) return undefined;
    return tallyKeyOf(tallyFields, Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== undefined)));
  }

  /** The list's total from its tally, or its matches counted up to the look-ahead past the page. */
  async function totalOf(query: ListQuery, inBin: boolean, where: SQL | undefined, shape: string, binding: Binding): Promise<{ total: number; exact: boolean }> {
    const key = tallyOfList(query, inBin);
    if (key) return { total: (await readTallies())[key] ?? 0, exact: true };
    const cap = (query.page + LOOKAHEAD_PAGES) * query.perPage + 1;
    const limit = binding.bind(cap, "cap");
    const [{ total }] = await runShape(db, `count ${shape}`, binding, () =>
      db.select({ total: count() }).from(db.select({ one: sql`1` }).from(table).where(where).limit(limit).as("matches")),
    );
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
    const sortField = query.sort ?? meta.list.defaultSort?.field ?? "id";
    const order = query.order ?? meta.list.defaultSort?.order ?? "desc";
    // Free text sorts by its Turkish key (never empty: a NULL has a key too), anything else by its value.
    const alphabetical = !figures[sortField] && sortsAlphabetically(schema.properties[sortField]);
    const sortColumn = alphabetical ? sortKeyOf(columns[sortField]) : (figures[sortField] ?? columns[sortField]);
    const ordering = [direction(order)(sortColumn), direction(order)(columns.id)];
    // A page can start from a row only where the sort value is never empty (NULLs have no place in a range).
    const keyed = alphabetical || (!figures[sortField] && columns[sortField]?.notNull === true);
    const cursor = keyed ? decodeCursor(query.cursor, sortField, order) : undefined;
    const plan = cursor && planFrom(cursor, query.page, query.perPage);
    const offset = (query.page - 1) * query.perPage;
    const withDealer = isTenant && scope.all !== undefined;
    // The sort value as the database writes it (a timestamp to the microsecond) is what a cursor carries.
    const selected: Record<string, any> = { ...select };
    if (keyed) selected.__sort_key = alphabetical ? sortColumn : sql<string>`${sortColumn}::text`;
    if (withDealer) selected.dealer_name = companies.full_name;
    const from = () => {
      const base = db.select(selected).from(table);
      return withDealer ? base.leftJoin(companies, eq(companies.id, columns.company_id)) : base;
    };
    const rowsShape = (shape: string) => JSON.stringify([shape, inBin ? "bin" : "live", sortField, order]);

    /** The page `plan` reads from the cursor's row: past it in the list's order, or before it read backwards. */
    const fromCursor = async (condition: SQL | undefined, shape: string, binding: Binding, { backwards, skip, inclusive }: KeysetPlan): Promise<Row[]> => {
      const reading = backwards ? (order === "asc" ? "desc" : "asc") : order;
      const after = and(condition, keysetCondition(sortColumn, columns.id, order, cursor!, plan!, cursor!.value, binding.bind));
      const [limit, skipped] = [binding.bind(query.perPage, "limit"), binding.bind(skip, "offset")];
      const found = (await runShape(db, `keyset ${rowsShape(shape)} ${backwards} ${inclusive}`, binding, () =>
        from().where(after).orderBy(direction(reading)(sortColumn), direction(reading)(columns.id)).limit(limit).offset(skipped),
      )) as Row[];
      return backwards ? found.reverse() : found;
    };
    /**
     * A deep page without a cursor (typed in, or the pager's "»") nearer the end of a list whose total is kept is
     * read from the end: its ids are those that many rows before the last in the reverse order. This relies on the
     * kept total being exact: rows are written only through the repositories, which change it in the same unit of
     * work (rows written by SQL outside the app need `syncTallies(..., { force: true })`, as the bench's seed does).
     */
    const fromEnd = (total: number): { skip: number; take: number } | undefined => {
      const after = total - offset - query.perPage;
      if (after >= offset) return undefined;
      return after >= 0 ? { skip: after, take: query.perPage } : { skip: 0, take: Math.max(0, query.perPage + after) };
    };
    const rowsWhere = async (condition: SQL | undefined, shape: string, binding: Binding, end?: { skip: number; take: number }): Promise<Row[]> => {
      if (plan) return fromCursor(condition, shape, binding, plan);
      if (end?.take === 0) return [];
      const [limit, skipped] = [binding.bind(end?.take ?? query.perPage, "limit"), binding.bind(end?.skip ?? offset, "offset")];
      // A deep page walks the sort's index for ids alone, then reads only its own rows.
      if (offset >= DEFERRED_OFFSET) {
        const reverse = order === "asc" ? "desc" : "asc";
        const walk = end ? [direction(reverse)(sortColumn), direction(reverse)(columns.id)] : ordering;
        return (await runShape(db, `deferred ${end ? "from the end" : ""} ${rowsShape(shape)}`, binding, () =>
          from()
            .where(inArray(columns.id, db.select({ id: columns.id }).from(table).where(condition).orderBy(...walk).limit(limit).offset(skipped)))
            .orderBy(...ordering),
        )) as Row[];
      }
      return (await runShape(db, `page ${rowsShape(shape)}`, binding, () => from().where(condition).orderBy(...ordering).limit(limit).offset(skipped))) as Row[];
    };
    const answer = (rows: Row[], counted: { total: number; exact: boolean }): Page => {
      if (!keyed) return { rows, ...counted };
      const cursorOf = (row: Row, edge: "first" | "last") =>
        encodeCursor({ sort: sortField, order, value: row.__sort_key as string, id: row.id as number, page: query.page, edge });
      const cursors = rows.length ? { first: cursorOf(rows[0], "first"), last: cursorOf(rows[rows.length - 1], "last") } : undefined;
      return { rows: rows.map(({ __sort_key: _key, ...row }) => row), ...counted, ...(cursors ? { cursors } : {}) };
    };
    const binding = bindingFor(db);
    const where = listConditions(query, state, true, binding.bind);
    const shape = listShape(query, inBin, true);
    if (!searched(query) && !plan && offset >= DEFERRED_OFFSET && tallyOfList(query, inBin)) {
      const counted = await totalOf(query, inBin, where, shape, binding);
      return answer(await rowsWhere(where, shape, binding, fromEnd(counted.total)), counted);
    }
    if (!searched(query)) {
      const [found, counted] = await Promise.all([rowsWhere(where, shape, binding), totalOf(query, inBin, where, shape, binding)]);
      return answer(found, counted);
    }
    // A keyword is counted first through its keys. Few matches: the page sorts just those. More than the look-ahead
    // (a common name in a big shop): walking the sort's index meets a page of them within a few rows per match.
    const counted = await totalOf(query, inBin, where, shape, binding);
    if (counted.exact) return answer(await rowsWhere(where, shape, binding), counted);
    const byText = bindingFor(db);
    return answer(await rowsWhere(listConditions(query, state, false, byText.bind), listShape(query, inBin, false), byText), counted);
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
    async get(id: number, options: { forUpdate?: boolean; binned?: boolean } & SecretsOption = {}): Promise<Row | undefined> {
      // The plain read of one live row of the caller's company runs on every GET of a row: prepared once per
      // database and resource (never inside a unit of work, where bindingFor prepares nothing).
      if (isTenant && !scope.all && !options.forUpdate && !options.binned && !options.secrets) {
        const binding = bindingFor(db);
        const where = and(eq(columns.id, binding.bind(id)), eq(columns.company_id, binding.bind(scope.companyId)), live());
        const [row] = await runShape(db, `row ${definition.name}`, binding, () => db.select(selection).from(table).where(where).limit(1));
        return row as Row | undefined;
      }
      const state = options.binned ? binned() : live();
      // Secrets are read in the caller's own company only, whatever the scope's reach.
      const tenant = options.forUpdate || options.secrets ? writeTenant() : readTenant();
      const query = db
        .select(options.secrets ? secretSelection : selection)
        .from(table)
        .where(and(eq(columns.id, id), tenant, state))
        .limit(1);
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return options.secrets ? withPlaintext(row as Row | undefined) : (row as Row | undefined);
    },

    /**
     * The company's one row of a `singleton` resource (settings), locked with `forUpdate`. With `secrets`, its
     * `x-encrypted` fields come decrypted (for the server's own modules: a shop's SMS credentials), and a value
     * this server's key does not open throws `SecretUnreadable`.
     */
    async single(options: { forUpdate?: boolean } & SecretsOption = {}): Promise<Row | undefined> {
      const query = db
        .select(options.secrets ? secretSelection : selection)
        .from(table)
        .where(writeTenant())
        .limit(1);
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return options.secrets ? withPlaintext(row as Row | undefined) : (row as Row | undefined);
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

    /**
     * One stored field of the live rows the caller may read among `ids` (a calendar's clients' names): only that
     * column, with no count and no computed figures, as a list page would read them.
     */
    async fieldById(field: string, ids: readonly number[]): Promise<Map<number, unknown>> {
      if (!columns[field]) throw new Error(`${definition.name}.${field}: not a stored field`);
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: columns.id, value: columns[field] })
        .from(table)
        .where(and(inArray(columns.id, [...ids]), readTenant(), live()));
      return new Map(rows.map((row) => [Number(row.id), row.value]));
    },

    /** The totals of computed figures over the live rows the caller may read, as decimal text. */
    async sums(fields: readonly string[]): Promise<Record<string, string>> {
      const totals = Object.fromEntries(fields.map((field) => [field, sql<string>`coalesce(sum(${figures[field]}), 0)::numeric(14, 2)::text`]));
      const [row] = await db.select(totals).from(table).where(and(readTenant(), live()));
      return row as Record<string, string>;
    },

    /**
     * For each of `matches`, the binned rows of the caller's company that hold its values (`x-resource.bin.counters`):
     * one pass over the company's bin, whatever the number of counters.
     */
    async countBinned(matches: Row[]): Promise<number[]> {
      if (matches.length === 0) return [];
      const counts = Object.fromEntries(
        matches.map((match, index) => [`c${index}`, sql<number>`count(*) filter (where ${and(sql`true`, ...matching(match))})::int`]),
      );
      const [row] = await db.select(counts).from(table).where(and(writeTenant(), binned()));
      return matches.map((_match, index) => Number((row as Record<string, unknown>)[`c${index}`]));
    },

    /** Live rows the caller may read that hold every value of `match` (and lie within `ranges`: this month's leases). */
    async count(match: Row = {}, ranges: Record<string, RangeFilter> = {}): Promise<number> {
      const bounds = Object.entries(ranges).flatMap(([field, range]) => inRange(field, range));
      const [{ total }] = await db.select({ total: count() }).from(table).where(and(readTenant(), live(), ...matching(match), ...bounds));
      return Number(total);
    },

    /** Live rows the caller may read that hold `match`, counted per value of `field` (a category's products). */
    async countBy(field: string, match: Row = {}): Promise<Map<unknown, number>> {
      const rows = await db
        .select({ value: columns[field], total: count() })
        .from(table)
        .where(and(readTenant(), live(), ...matching(match)))
        .groupBy(columns[field]);
      return new Map(rows.map((row) => [row.value, Number(row.total)]));
    },

    /**
     * The highest number a text `field` starts with, among the company's rows (binned ones too: they come back),
     * counting a value that is digits, or digits then `-` and digits (a size's barcode `100042-38` counts 100042).
     * Null when no row holds one. What the next generated barcode follows.
     */
    async highestNumber(field: string): Promise<number | null> {
      const leading = sql`substring(${columns[field]} from '^([0-9]{1,15})(-[0-9]+)?$')`;
      const [row] = await db.select({ highest: sql<string | null>`max(${leading}::bigint)::text` }).from(table).where(writeTenant());
      return row?.highest == null ? null : Number(row.highest);
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
      const counted = await readTallies();
      return keys.map((key) => counted[key] ?? 0);
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

/** What a resource's repository reads and writes, worked out once per definition: a request only picks its scope. */
function columnsOf(definition: ResourceDefinition): DefinitionColumns {
  let found = definitionColumns.get(definition);
  if (!found) definitionColumns.set(definition, (found = deriveColumns(definition)));
  return found;
}
type DefinitionColumns = ReturnType<typeof deriveColumns>;
const definitionColumns = new WeakMap<ResourceDefinition, DefinitionColumns>();

function deriveColumns(definition: ResourceDefinition) {
  const { schema, table } = definition;
  const isTenant = schema["x-resource"].tenant === "company";
  const columns = table as unknown as Record<string, any>;
  // Secrets (`writeOnly`) are written, never read back.
  const readable = Object.keys(schema.properties).filter((field) => schema.properties[field].writeOnly !== true);
  // company_id is read for the row rules (another company's row allows nothing); answers leave it out.
  const outputFields = ["id", ...(isTenant ? ["company_id"] : []), ...readable, "version", "created_at", "updated_at"];
  // Computed figures are SQL expressions: read with the row, sortable, summable.
  const figures: Record<string, SQL> = Object.fromEntries(Object.entries(definition.computedSql ?? {}).map(([field, build]) => [field, build(columns)]));
  // Secrets (`x-encrypted`) are stored encrypted; rows answer only whether each is stored (`_secrets`).
  const encrypted = Object.keys(schema.properties).filter((field) => schema.properties[field]["x-encrypted"] === true);
  const stored = encrypted.length
    ? { _secrets: sql<Record<string, boolean>>`jsonb_build_object(${sql.join(encrypted.map((field) => sql`${sql.raw(`'${field.replace(/[^a-z0-9_]/gi, "")}'`)}, ${columns[field]} is not null`), sql`, `)})` }
    : {};
  const selection: Record<string, any> = { ...Object.fromEntries(outputFields.map((field) => [field, columns[field]])), ...figures, ...stored };
  // Live rows are counted per company as they are written (server/data/tallies.ts).
  const tallied = isTallied(schema);
  const tallyFields = tallied ? talliedFields(schema) : [];
  return {
    isTenant,
    columns,
    // Timestamp columns take Date objects; the API speaks ISO strings.
    dateTimeFields: Object.entries(schema.properties)
      .filter(([, property]) => property.format === "date-time")
      .map(([field]) => field),
    figures,
    selection,
    binSelection: { ...selection, deleted_at: columns.deleted_at },
    tallied,
    tallyFields,
    encrypted,
    /** A row with its stored secrets (still encrypted): only `get`/`single` with `secrets` read it, to decrypt. */
    secretSelection: { ...selection, ...Object.fromEntries(encrypted.map((field) => [field, columns[field]])) },
    tallyColumns: Object.fromEntries(tallyFields.map((field) => [field, columns[field]])) as Record<string, any>,
  };
}

const direction = (order: "asc" | "desc") => (order === "asc" ? asc : desc);
