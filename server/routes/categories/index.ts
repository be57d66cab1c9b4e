import type { FastifyInstance } from "fastify";
import altCategoryRoutes from "./alt-categories";

/** Category routes beyond the generic resource API. */
export default async function categoryRoutes(app: FastifyInstance) {
  await app.register(altCategoryRoutes);
}
