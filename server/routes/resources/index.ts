import type { FastifyInstance } from "fastify";
import { registerResourceRoutes } from "../../engine/crud-routes";
import { resourceExtensions } from "./extensions";

/** The generic API of every resource the app serves (`app.resources`, set up by the tenancy plugin). */
export default async function resourceRoutes(app: FastifyInstance) {
  for (const { schema } of app.resources.definitions.values()) registerResourceRoutes(app, schema, resourceExtensions[schema.$id]);
}
