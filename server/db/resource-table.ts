import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from "drizzle-orm/pg-core";
import { companies } from "./core";
import { indexExpressionSql, type ColumnSpec, type TableSpec } from "./resource-columns";

/** A resource table, typed loosely: the generated file gives each registered one its exact type. */
export type ResourceTable = PgTableWithColumns<any>;

function column(spec: ColumnSpec): PgColumnBuilderBase {
  let built: any;
  switch (spec.kind) {
    case "id":
      return bigserial(spec.name, { mode: "number" }).primaryKey();
    case "reference":
      built = bigint(spec.name, { mode: "number" });
      break;
    case "integer":
      built = integer(spec.name);
      break;
    case "boolean":
      built = boolean(spec.name);
      break;
    case "jsonb":
      built = jsonb(spec.name);
      break;
    case "money":
      built = numeric(spec.name, { precision: 14, scale: 2 });
      break;
    case "date":
      built = date(spec.name, { mode: "string" });
      break;
    case "timestamp":
      built = timestamp(spec.name, { withTimezone: true, mode: "date" });
      break;
    case "varchar":
      built = varchar(spec.name, { length: spec.length });
      break;
    case "text":
      built = text(spec.name);
      break;
    case "keys":
      built = bigint(spec.name, { mode: "number" }).array();
      break;
  }
  if (spec.generated) built = built.generatedAlwaysAs(sql.raw(spec.generated));
  if (spec.notNull) built = built.notNull();
  if (spec.default === "now") built = built.defaultNow();
  else if (spec.default !== undefined) built = built.default(spec.default);
  return built;
}

/**
 * Drizzle tables from specs at run time (tests serve throwaway schemas this way). `known` holds tables
 * that foreign keys may point at besides the new ones (the generated tables).
 */
export function buildTables(specs: readonly TableSpec[], known: Record<string, ResourceTable> = {}): Record<string, ResourceTable> {
  const built: Record<string, ResourceTable> = {};
  const target = (name: string): any => (name === "companies" ? companies : (built[name] ?? known[name]));
  for (const spec of specs) {
    const columns = Object.fromEntries(spec.columns.map((c) => [c.name, column(c)]));
    built[spec.name] = pgTable(spec.name, columns, (t: any) => [
      ...(t.company_id ? [foreignKey({ name: `${spec.name}_company_id_fk`, columns: [t.company_id], foreignColumns: [companies.id] }).onDelete("cascade")] : []),
      ...spec.foreignKeys.map((fk) => {
        const other = fk.target === spec.name ? t : target(fk.target);
        const key = fk.tenant
          ? foreignKey({ name: fk.name, columns: [t.company_id, t[fk.column]], foreignColumns: [other.company_id, other.id] })
          : foreignKey({ name: fk.name, columns: [t[fk.column]], foreignColumns: [other.id] });
        return fk.cascade ? key.onDelete("cascade") : key;
      }),
      ...spec.indexes.map((ix) => {
        const on = ix.columns.map((c) => (typeof c === "string" ? t[c] : sql.raw(indexExpressionSql(c)))) as [any, ...any[]];
        if (ix.unique === "constraint") return unique(ix.name).on(...on);
        const made = ix.using ? index(ix.name).using(ix.using, ...on) : (ix.unique ? uniqueIndex(ix.name) : index(ix.name)).on(...on);
        return ix.where ? made.where(sql.raw(ix.where)) : made;
      }),
    ]) as ResourceTable;
  }
  return built;
}
