import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import { companies } from "../db/core";
import type { ResourceSchema } from "../../src/schemas/resource";

/** Columns the engine adds to every resource table; clients never write them. */
export const SYSTEM_COLUMNS = ["id", "company_id", "created_at", "updated_at"] as const;

function columnFor(name: string, property: any): PgColumnBuilderBase {
  if (property["x-ref"]) return bigint(name, { mode: "number" });
  switch (property.type) {
    case "integer":
      return integer(name);
    case "boolean":
      return property.default === undefined ? boolean(name) : boolean(name).notNull().default(property.default);
    case "number":
      throw new Error(`${name}: "number" is not allowed (money and measures are never floats); use integer or format "money"`);
    case "array":
    case "object":
      return jsonb(name);
    case "string":
      if (property.format === "money") return numeric(name, { precision: 14, scale: 2 });
      if (property.format === "date") return date(name, { mode: "string" });
      if (property.format === "date-time") return timestamp(name, { withTimezone: true, mode: "date" });
      // Sanitised HTML can outgrow what was typed ("&" becomes "&amp;"), so it never gets a length limit.
      if (property["x-ui"]?.widget === "html") return text(name);
      return property.maxLength && property.maxLength <= 255 ? varchar(name, { length: property.maxLength }) : text(name);
    default:
      throw new Error(`${name}: unsupported schema type ${JSON.stringify(property.type)}`);
  }
}

/** The table for a resource: its properties plus id, company_id (tenant resources) and timestamps. */
export function tableFromSchema(schema: ResourceSchema) {
  const name = schema.$id;
  const tenant = schema["x-resource"].tenant === "company";
  const columns: Record<string, PgColumnBuilderBase> = {
    id: bigserial("id", { mode: "number" }).primaryKey(),
  };
  if (tenant) {
    columns.company_id = bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" });
  }
  for (const [field, property] of Object.entries(schema.properties)) {
    if ((SYSTEM_COLUMNS as readonly string[]).includes(field)) throw new Error(`${name}.${field} is a system column`);
    columns[field] = columnFor(field, property);
  }
  columns.created_at = timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
  columns.updated_at = timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

  return pgTable(name, columns, (t: any) =>
    tenant
      ? [index(`${name}_company_idx`).on(t.company_id, t.id), index(`${name}_company_created_idx`).on(t.company_id, t.created_at)]
      : [index(`${name}_created_idx`).on(t.created_at)],
  );
}

export type ResourceTable = ReturnType<typeof tableFromSchema>;
