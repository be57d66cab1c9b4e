import type { FastifyInstance } from "fastify";
import { schemas as registeredSchemas } from "../../../src/schemas";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { registerResourceRoutes, type ResourceExtension } from "../../engine/crud-routes";
import { registerCustomRoutes } from "../../engine/custom-routes";

export interface ResourceRoutesOptions {
  /** What each resource adds to its generic routes (the app assembles them: registered and tests' own). */
  extensions?: Record<string, ResourceExtension>;
  /** The schemas the app serves (tests add throwaway ones); defaults to the registry. */
  schemas?: readonly ResourceSchema[];
}

/** The API of every resource the app serves: its custom routes (`extension.routes`), then the generic ones (`app.resources`). */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const schemas = options.schemas ?? (registeredSchemas as readonly ResourceSchema[]);
  // Custom storage has no generic routes: without its own, the resource would not be served at all.
  const unserved = schemas.filter((schema) => schema["x-resource"].storage === "custom" && !options.extensions?.[schema.$id]?.routes);
  if (unserved.length > 0) throw new Error(`${unserved.map((schema) => schema.$id).join(", ")}: storage "custom" needs the extension's routes`);
  for (const [name, extension] of Object.entries(options.extensions ?? {})) {
    if (!extension.routes) continue;
    const schema = schemas.find((candidate) => candidate.$id === name);
    if (!schema) throw new Error(`${name}: an extension brings routes for a resource the app does not serve`);
    await registerCustomRoutes(app, schema, extension.routes);
  }
  for (const { schema } of app.resources.definitions.values()) registerResourceRoutes(app, schema, options.extensions?.[schema.$id]);
}
