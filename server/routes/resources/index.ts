import type { FastifyInstance } from "fastify";
import { schemas as registeredSchemas } from "../../../src/schemas";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { resourceTables } from "../../db/resource-tables";
import { assertSchemaConventions } from "../../engine/conventions";
import { registerResourceRoutes } from "../../engine/crud-routes";
import { resourceExtensions } from "./extensions";
import { createRepository, type Repository } from "../../engine/repository";
import { tableFromSchema, type ResourceTable } from "../../engine/table";

export interface ResourceRoutesOptions {
  /** Defaults to every registered schema; tests pass throwaway schemas. */
  schemas?: readonly ResourceSchema[];
}

/** The generic API of every schema resource. */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const schemas = options.schemas ?? (registeredSchemas as readonly ResourceSchema[]);
  for (const schema of schemas) assertSchemaConventions(schema);
  const tables: Record<string, ResourceTable> = Object.fromEntries(
    schemas.map((schema) => [schema.$id, resourceTables[schema.$id] ?? tableFromSchema(schema)]),
  );
  const repositories: Record<string, Repository> = Object.fromEntries(
    schemas.map((schema) => [schema.$id, createRepository(app.db, schema, tables[schema.$id])]),
  );
  for (const schema of schemas) registerResourceRoutes(app, schema, repositories, resourceExtensions[schema.$id]);
}
