import type { ResourceSchema } from "../../src/schemas/resource";
import { SEARCH_COLUMNS, searchDocument, searchKeysOf } from "../engine/search";
import { caseFoldedIndexSql, sortKeyIndexSql, sortsAlphabetically } from "../engine/turkish-order";

/**
 * What a resource's table holds, described once: the runtime table builder (`resource-table.ts`) and the
 * generator of the typed "do not edit" file (`scripts/generate-tables.ts`) both read this description,
 * so the checked-in tables and the ones tests build from throwaway schemas cannot drift apart.
 */
export type ColumnKind = "id" | "reference" | "integer" | "boolean" | "jsonb" | "money" | "date" | "timestamp" | "varchar" | "text" | "keys";

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  length?: number;
  notNull?: boolean;
  /** A literal default, or "now" for timestamps. */
  default?: boolean | number | "now";
  /** Stored, computed by the database from this SQL over the row's columns (the search columns). */
  generated?: string;
}

export interface ForeignKeySpec {
  /** Constraint name: `<table>_<column>_fk`, read back to name the field of a violation. */
  name: string;
  column: string;
  target: string;
  /** Both sides belong to companies: the key includes company_id, so a reference never crosses tenants. */
  tenant: boolean;
  /** A child's key to its parent: the children go with the parent. */
  cascade?: boolean;
}

/**
 * A column of an index: a table column, a text field's Turkish sort key (`tr_sort_key(field) COLLATE "C"`), or an
 * expression over the table's columns (`sql`, raw).
 */
export type IndexColumn = string | { sortKey: string } | { sql: string };

/** The SQL of an index column that is not a plain table column. */
export const indexExpressionSql = (column: Exclude<IndexColumn, string>): string => ("sortKey" in column ? sortKeyIndexSql(column.sortKey) : column.sql);

export interface IndexSpec {
  name: string;
  columns: IndexColumn[];
  /** "constraint": a table constraint, created with the table (foreign keys may point at it). */
  unique?: boolean | "constraint";
  /** Partial index condition, as SQL on the table's own columns. */
  where?: string;
  /** "gin": an inverted index of an array column (the search keys); a b-tree otherwise. */
  using?: "gin";
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  foreignKeys: ForeignKeySpec[];
  indexes: IndexSpec[];
}

/** Columns the engine adds to every resource table; clients never write them. */
export const SYSTEM_COLUMNS = ["id", "company_id", "version", "deleted_at", "created_at", "updated_at"] as const;

const isTenant = (schema: ResourceSchema) => schema["x-resource"].tenant === "company";

function columnFor(name: string, property: any): ColumnSpec {
  if (property["x-ref"]) return { name, kind: "reference" };
  switch (property.type) {
    case "integer":
      return { name, kind: "integer" };
    case "boolean":
      return property.default === undefined ? { name, kind: "boolean" } : { name, kind: "boolean", notNull: true, default: property.default };
    case "number":
      throw new Error(`${name}: "number" is not allowed (money and measures are never floats); use integer or format "money"`);
    case "array":
    case "object":
      return { name, kind: "jsonb" };
    case "string":
      if (property.format === "money") return { name, kind: "money" };
      if (property.format === "date") return { name, kind: "date" };
      if (property.format === "date-time") return { name, kind: "timestamp" };
      // Sanitised HTML can outgrow what was typed ("&" becomes "&amp;"), so it never gets a length limit.
      if (property["x-ui"]?.widget === "html") return { name, kind: "text" };
      // An encrypted secret (`x-encrypted`) is stored as `v1:<iv>:<tag>:<ciphertext>` in base64: longer than its
      // `maxLength` in characters (up to 4 bytes each), so it never gets one either.
      if (property["x-encrypted"] === true) return { name, kind: "text" };
      return property.maxLength && property.maxLength <= 255 ? { name, kind: "varchar", length: property.maxLength } : { name, kind: "text" };
    default:
      throw new Error(`${name}: unsupported schema type ${JSON.stringify(property.type)}`);
  }
}

/**
 * The table of a resource: id, company_id (tenant resources), its properties, a version for optimistic
 * concurrency, deleted_at where the resource has a bin, and timestamps. Every `x-ref` is a foreign key;
 * between tenant tables it is (company_id, ref) → (company_id, id), so it can neither dangle nor cross
 * companies, and it keeps working when the tables are distributed by company_id.
 */
export function tableSpec(schema: ResourceSchema, tenantOf: (name: string) => boolean): TableSpec {
  const name = schema.$id;
  const meta = schema["x-resource"];
  const tenant = isTenant(schema);
  const columns: ColumnSpec[] = [{ name: "id", kind: "id" }];
  if (tenant) columns.push({ name: "company_id", kind: "reference", notNull: true });
  const foreignKeys: ForeignKeySpec[] = [];
  const indexes: IndexSpec[] = [];
  for (const [field, property] of Object.entries(schema.properties)) {
    if ((SYSTEM_COLUMNS as readonly string[]).includes(field)) throw new Error(`${name}.${field} is a system column`);
    columns.push(columnFor(field, property));
    const target = property["x-ref"] as string | undefined;
    if (target) {
      const cascade = meta.parent?.field === field ? { cascade: true } : {};
      foreignKeys.push({ name: `${name}_${field}_fk`, column: field, target, tenant: tenant && tenantOf(target), ...cascade });
      indexes.push({ name: `${name}_${field}_idx`, columns: tenant ? ["company_id", field] : [field] });
    }
  }
  // Lines (`parent.lines`) keep the order the parent gave them.
  if (meta.parent?.lines) {
    if ("position" in schema.properties) throw new Error(`${name}.position is a system column of lines`);
    columns.push({ name: "position", kind: "integer", notNull: true, default: 0 });
  }
  const search = meta.list.search ?? [];
  if (search.length) {
    const taken = SEARCH_COLUMNS.find((field) => field in schema.properties);
    if (taken) throw new Error(`${name}.${taken} is a system column of searchable tables`);
    columns.push({ name: "search_doc", kind: "text", generated: searchDocument(search) }, { name: "search_keys", kind: "keys", generated: searchKeysOf(search, tenant) });
  }
  columns.push({ name: "version", kind: "integer", notNull: true, default: 1 });
  if (meta.softDelete) columns.push({ name: "deleted_at", kind: "timestamp" });
  columns.push({ name: "created_at", kind: "timestamp", notNull: true, default: "now" });
  columns.push({ name: "updated_at", kind: "timestamp", notNull: true, default: "now" });

  const live = meta.softDelete ? "deleted_at is null" : undefined;
  if (tenant) {
    // Unique, so that tenant foreign keys can point at (company_id, id).
    indexes.unshift(
      { name: `${name}_company_id_unique`, columns: ["company_id", "id"], unique: "constraint" },
      { name: `${name}_company_created_idx`, columns: ["company_id", "created_at"] },
    );
  } else {
    indexes.unshift({ name: `${name}_created_idx`, columns: ["created_at"] });
  }
  indexes.push(...listIndexes(schema, columns, indexes, tenant, live));
  if (meta.singleton) indexes.push({ name: `${name}_singleton`, columns: ["company_id"], unique: true });
  for (const field of meta.unique ?? []) {
    indexes.push({ name: `${name}_${field}_unique`, columns: tenant ? ["company_id", field] : [field], unique: true, ...(live ? { where: live } : {}) });
  }
  if (meta.uniqueIgnoringCase) indexes.push(caseFoldedUnique(schema, tenant, live));
  return { name, columns, foreignKeys, indexes };
}

/**
 * `x-resource.uniqueIgnoringCase`: a unique index on (company_id, the `among` values, the field's case-folded letters),
 * over live rows. An `among` value may be empty (a top category has no parent): it is compared as '' so that two
 * empty ones are equal, which NULLs in a unique index are not. Named `<table>_<field>_unique`, so a duplicate is a
 * 422 on the field (translateViolation).
 */
function caseFoldedUnique(schema: ResourceSchema, tenant: boolean, live: string | undefined): IndexSpec {
  const name = schema.$id;
  const { field, among = [] } = schema["x-resource"].uniqueIgnoringCase!;
  if (schema.properties[field]?.type !== "string") throw new Error(`${name}.uniqueIgnoringCase: ${field} is not a text field`);
  const unknown = among.find((other) => !(other in schema.properties));
  if (unknown) throw new Error(`${name}.uniqueIgnoringCase: ${unknown} is not a property`);
  const quoted = (column: string) => `"${column.replaceAll('"', '""')}"`;
  return {
    name: `${name}_${field}_unique`,
    columns: [...(tenant ? ["company_id"] : []), ...among.map((other) => ({ sql: `coalesce(${quoted(other)}::text, '')` })), { sql: caseFoldedIndexSql(field) }],
    unique: true,
    ...(live ? { where: live } : {}),
  };
}

/** Column kinds a list sorts and filters by through a b-tree (jsonb holds lists and objects). */
const ORDERED_KINDS: readonly ColumnKind[] = ["reference", "integer", "boolean", "money", "date", "timestamp", "varchar"];
const SEARCHABLE_KINDS: readonly ColumnKind[] = ["varchar", "text", "integer"];

/**
 * Indexes the list needs by construction: one per declared filter, list column (what the table sorts by) and
 * default sort, `(company_id, field, id)` in the list's order (id breaks ties), over live rows where there is a
 * bin; and the keyword search as a trigram index on the folded search fields. A field that already leads an
 * index after company_id (references, created_at) gets none.
 */
function listIndexes(schema: ResourceSchema, columns: readonly ColumnSpec[], existing: readonly IndexSpec[], tenant: boolean, live: string | undefined): IndexSpec[] {
  const name = schema.$id;
  const list = schema["x-resource"].list;
  const kindOf = (field: string) => columns.find((column) => column.name === field)?.kind;
  const prefix = tenant ? ["company_id"] : [];
  const partial = live ? { where: live } : {};
  const sorts = new Set([...(list.defaultSort ? [list.defaultSort.field] : []), ...list.columns]);
  // An index led by the field serves a filter; a sort (and a deep page read from the index alone) also needs
  // the id after it and the same live-rows condition: created_at's own index has neither. A reference column
  // shows a name but sorts by an id, which its foreign key's index already holds.
  const sortsBy = (field: string) => sorts.has(field) && kindOf(field) !== "reference";
  const serves = (ix: IndexSpec, field: string) =>
    !ix.unique && ix.columns[prefix.length] === field && (!sortsBy(field) || (ix.columns[prefix.length + 1] === "id" && ix.where === live));
  const fields = [...(list.filters ?? []), ...sorts];
  // Unbounded text could outgrow a b-tree entry (a row then fails to save); an enum's text stays short.
  const orderable = (field: string) => ORDERED_KINDS.includes(kindOf(field) as ColumnKind) || (kindOf(field) === "text" && Array.isArray(schema.properties[field]?.enum));
  // Free text sorts by its Turkish key (server/engine/turkish-order.ts): its sort gets an index on the key, and a
  // plain one only where it is also a filter (equality on the stored value).
  const alphabetical = (field: string) => sortsAlphabetically(schema.properties[field]);
  const plain = [...new Set(fields)].filter((field) => !(alphabetical(field) && sorts.has(field) && !list.filters?.includes(field)));
  const ordered = plain.filter((field) => orderable(field) && !existing.some((ix) => serves(ix, field)));
  const indexes: IndexSpec[] = ordered.map((field) => ({ name: `${name}_${field}_list_idx`, columns: [...prefix, field, "id"], ...partial }));
  const keyed = [...sorts].filter((field) => alphabetical(field) && orderable(field));
  indexes.push(...keyed.map((field) => ({ name: `${name}_${field}_sort_idx`, columns: [...prefix, { sortKey: field }, "id"], ...partial })));
  const search = list.search ?? [];
  if (search.length) {
    const unfit = search.find((field) => !SEARCHABLE_KINDS.includes(kindOf(field) as ColumnKind));
    if (unfit) throw new Error(`${name}.${unfit}: only text and integer fields can be searched`);
    indexes.push({ name: `${name}_search_idx`, columns: ["search_keys"], using: "gin", ...partial });
  }
  return indexes;
}

/** `x-resource.storage: "custom"`: the resource keeps its rows in tables of its own (the core users), so none is generated. */
export const hasGeneratedTable = (schema: ResourceSchema): boolean => schema["x-resource"].storage !== "custom";

/**
 * Specs of every schema with a generated table, in the order given; foreign keys may point at any of them or
 * at companies.
 */
export function tableSpecs(schemas: readonly ResourceSchema[]): TableSpec[] {
  const tenantOf = (target: string) => {
    const found = schemas.find((schema) => schema.$id === target);
    if (!found) throw new Error(`x-ref to unknown resource "${target}"`);
    return isTenant(found);
  };
  return schemas.filter(hasGeneratedTable).map((schema) => tableSpec(schema, tenantOf));
}
