import type { FastifyInstance } from "fastify";
import { registerResourceRoutes, type ResourceExtension } from "../../engine/crud-routes";
import { resourceExtensions } from "./extensions";

export interface ResourceRoutesOptions {
  /** Extensions of throwaway schemas (tests), besides the registered resources' own. */
  extensions?: Record<string, ResourceExtension>;
}

/** The generic API of every resource the app serves (`app.resources`, set up by the tenancy plugin). */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const extensions = { ...resourceExtensions, ...options.extensions };
  for (const { schema } of app.resources.definitions.values()) registerResourceRoutes(app, schema, extensions[schema.$id]);
}
