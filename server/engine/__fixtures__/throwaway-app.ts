import { sql } from "drizzle-orm";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { schemas } from "../../../src/schemas";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { BuildAppOptions } from "../../app";
import type { ComputedSql } from "../../data";
import type { ActionContext } from "../action-routes";
import * as tables from "../../db/tables";
import { createTestApp, type TestApp } from "../../test/app";
import { tableSpecs } from "../../db/resource-columns";
import { buildTables } from "../../db/resource-table";
import { resourceTables } from "../../db/resource-tables";
import { gizmoRoutes } from "./gizmo-routes";
import { gadgetApplications, gadgetKinds, gadgetLogs, gadgetSettings, gadgets, gizmoLines, gizmoNotes, gizmos } from "./gadgets.schema";

export const throwawaySchemas = [gadgetKinds, gadgets, gizmos, gadgetSettings, gizmoNotes, gizmoLines, gadgetApplications, gadgetLogs] as unknown as ResourceSchema[];

/** The SQL drizzle-kit would write for the throwaway tables: the same path a checked-in migration takes. */
export async function throwawayDdl(): Promise<string[]> {
  const existing = generateDrizzleJson({ ...tables });
  const all = [...(schemas as readonly ResourceSchema[]), ...throwawaySchemas];
  const specs = tableSpecs(all).filter((spec) => throwawaySchemas.some((schema) => schema.$id === spec.name));
  const withThrowaway = { ...tables, ...buildTables(specs, resourceTables) };
  return generateMigration(existing, generateDrizzleJson(withThrowaway, existing.id));
}

/** A test app serving the registered schemas plus the throwaway ones, their tables created from that SQL. */
/**
 * The throwaway action's handler: completing a gizmo makes it passive (its `active` rule then refuses changes)
 * and keeps the note its body form sent.
 */
export const gizmoActions = {
  async complete({ row, body, repos }: ActionContext) {
    await repos.resource("gizmos").update(row.id as number, { is_active: false, ...(typeof body.note === "string" ? { closing_note: body.note } : {}) });
  },
};

/**
 * The throwaway computed figures, in SQL (so lists sort by them and counters sum them): twice the price, and
 * the sum of the gizmo's lines, read from the lines' own table.
 */
export const gizmoFigures: ComputedSql = {
  doubled: (columns) => sql`coalesce(${columns.price}, 0) * 2`,
  // Inside a subquery the gizmo's columns are named with their table: drizzle writes a lone column unqualified.
  lines_total: () =>
    sql`(select coalesce(sum(line.quantity * line.price), 0)::numeric(14, 2) from gizmo_lines line where line.company_id = gizmos.company_id and line.gizmo_id = gizmos.id)`,
};

export async function createThrowawayApp(extensions: NonNullable<BuildAppOptions["extensions"]> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const ddl = await throwawayDdl();
  return createTestApp(env, {
    schemas: [...(schemas as readonly ResourceSchema[]), ...throwawaySchemas],
    extensions: { ...extensions, gizmos: { actions: gizmoActions, computedSql: gizmoFigures, routes: gizmoRoutes, ...extensions.gizmos } },
    beforeBuild: async (database) => {
      for (const statement of ddl) await database.db.execute(sql.raw(statement));
    },
  });
}
