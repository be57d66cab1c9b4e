import { schemas } from "../../src/schemas";
import { tableFromSchema, type ResourceTable } from "../engine/table";

/** One Drizzle table per registered schema, built from the schema itself. */
export const resourceTables: Record<string, ResourceTable> = Object.fromEntries(
  schemas.map((schema) => [schema.$id, tableFromSchema(schema)]),
);
