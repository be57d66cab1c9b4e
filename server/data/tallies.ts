import { and, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { listTallies, listTallySources } from "../db/core";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { ResourceRegistry } from "./registry";
import type { ResourceDefinition, Row } from "./resource-repository";
import { bindingFor, runShape } from "./statement-shapes";

/**
 * A company's live rows of a list, counted as they are written rather than on every page: `total`, and
 * `<field>=<value>` for each enum field the list filters by (the clients' person/business). The counts change in
 * the same unit of work as the rows, so they are exactly as committed as the rows are.
 */
export const TOTAL = "total";

export const tallyKey = (field: string, value: unknown): string => `${field}=${String(value)}`;

/** The enum fields a list filters by: their values are few, so each gets a count. */
export function talliedFields(schema: ResourceSchema): string[] {
  if (schema["x-resource"].tenant !== "company") return [];
  return (schema["x-resource"].list.filters ?? []).filter((field) => Array.isArray(schema.properties[field]?.enum));
}

/** True when the resource's rows are counted (every company resource with a table of its own). */
export const isTallied = (schema: ResourceSchema): boolean => schema["x-resource"].tenant === "company" && schema["x-resource"].storage !== "custom";

/** The key counting the rows that hold `match`: `{}` all of them, one enum field's value those with it; else none. */
export function tallyKeyOf(fields: readonly string[], match: Row): string | undefined {
  const entries = Object.entries(match);
  if (entries.length === 0) return TOTAL;
  const [[field, value]] = entries;
  return entries.length === 1 && fields.includes(field) && !Array.isArray(value) ? tallyKey(field, value) : undefined;
}

/** The keys one row adds to (or, going, takes from) its company's counts. */
function keysOfRow(fields: readonly string[], row: Row): string[] {
  return [TOTAL, ...fields.filter((field) => row[field] !== null && row[field] !== undefined).map((field) => tallyKey(field, row[field]))];
}

/** What a change of `before` into `after` does to the counts: key → +1 / -1 (keys that cancel out are left out). */
export function deltasOf(fields: readonly string[], before: Row | undefined, after: Row | undefined): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (keys: string[], by: number) => keys.forEach((key) => deltas.set(key, (deltas.get(key) ?? 0) + by));
  if (before) add(keysOfRow(fields, before), -1);
  if (after) add(keysOfRow(fields, after), 1);
  for (const [key, delta] of deltas) if (delta === 0) deltas.delete(key);
  return deltas;
}

/** One company's counts of one resource. */
export function talliesOf(db: Db, companyId: number, resource: string) {
  return {
    /** Applies the deltas in one statement, keys in a fixed order: two writers lock the count rows alike. */
    async apply(deltas: Map<string, number>): Promise<void> {
      if (!deltas.size) return;
      const rows = [...deltas].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({ company_id: companyId, resource, key, value }));
      await db
        .insert(listTallies)
        .values(rows)
        .onConflictDoUpdate({ target: [listTallies.company_id, listTallies.resource, listTallies.key], set: { value: sql`${listTallies.value} + excluded.value` } });
    },

    /**
     * Every count the company keeps of the resource (a handful: the total and one per enum value), in one
     * prepared lookup: a list's total and its counters are read together. A key never counted is absent (0).
     */
    async readAll(): Promise<Record<string, number>> {
      const binding = bindingFor(db);
      const [company, name] = [binding.bind(companyId), binding.bind(resource)];
      const found = await runShape(db, "list tallies", binding, () =>
        db
          .select({ key: listTallies.key, value: listTallies.value })
          .from(listTallies)
          .where(and(eq(listTallies.company_id, company), eq(listTallies.resource, name))),
      );
      return Object.fromEntries(found.map((row) => [row.key, Number(row.value)]));
    },
  };
}

/** What the counts of a resource are made of: when it changes (a new enum filter), they are counted again. */
function signatureOf(definition: ResourceDefinition): string {
  const { schema } = definition;
  const fields = talliedFields(schema).map((field) => [field, schema.properties[field].enum]);
  return JSON.stringify({ v: 1, fields, bin: Boolean(schema["x-resource"].softDelete) });
}

/** Counts every company's rows of one resource from scratch, inside `tx`, with writers to the table held off. */
async function recount(tx: Db, definition: ResourceDefinition): Promise<void> {
  const { schema, table, name } = definition;
  const tableName = getTableName(table);
  const live: SQL = schema["x-resource"].softDelete ? sql`where deleted_at is null` : sql``;
  await tx.execute(sql`lock table ${sql.identifier(tableName)} in share row exclusive mode`);
  await tx.delete(listTallies).where(eq(listTallies.resource, name));
  const counts = [
    sql`select company_id, ${TOTAL}::text as key, count(*) as value from ${sql.identifier(tableName)} ${live} group by company_id`,
    ...talliedFields(schema).map(
      (field) =>
        sql`select company_id, ${`${field}=`}::text || ${sql.identifier(field)}::text, count(*) from ${sql.identifier(tableName)} ${live} ${
          schema["x-resource"].softDelete ? sql`and` : sql`where`
        } ${sql.identifier(field)} is not null group by company_id, ${sql.identifier(field)}`,
    ),
  ];
  await tx.execute(sql`insert into list_tallies (company_id, resource, key, value) select company_id, ${name}, key, value from (${sql.join(counts, sql` union all `)}) counted`);
  await tx
    .insert(listTallySources)
    .values({ resource: name, signature: signatureOf(definition) })
    .onConflictDoUpdate({ target: listTallySources.resource, set: { signature: signatureOf(definition) } });
}

/**
 * At start: counts again the resources whose counts are missing or were made for another shape (a new resource,
 * a new enum filter, rows written by SQL outside the app with `force`). One transaction per resource.
 */
export async function syncTallies(db: Db, registry: ResourceRegistry, options: { force?: boolean } = {}): Promise<string[]> {
  const known = new Map((await db.select().from(listTallySources)).map((row) => [row.resource, row.signature]));
  const stale = [...registry.definitions.values()].filter(
    (definition) => isTallied(definition.schema) && (options.force || known.get(definition.name) !== signatureOf(definition)),
  );
  for (const definition of stale) await db.transaction((tx) => recount(tx as unknown as Db, definition));
  return stale.map((definition) => definition.name);
}
