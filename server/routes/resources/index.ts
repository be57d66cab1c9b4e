import type { FastifyInstance } from "fastify";
import { registerResourceRoutes, type ResourceExtension } from "../../engine/crud-routes";

export interface ResourceRoutesOptions {
  /** What each resource adds to its generic routes (the app assembles them: registered and tests' own). */
  extensions?: Record<string, ResourceExtension>;
}

/** The generic API of every resource the app serves (`app.resources`, set up by the tenancy plugin). */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  for (const { schema } of app.resources.definitions.values()) registerResourceRoutes(app, schema, options.extensions?.[schema.$id]);
}
