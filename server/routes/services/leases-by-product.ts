import type { FastifyInstance } from "fastify";
import { leases } from "../../../src/schemas/leases.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { services } from "../../../src/schemas/services.schema";
import { sessionOf } from "../../engine/access";
import { idParamsSchema, listEnvelope, listEnvelopeSchema, messageSchema } from "../../engine/route-schemas";
import { shapeRows } from "../../engine/row-answers";
import { notFound } from "../../errors";

const schema: ResourceSchema = leases;
/** The product detail page's leases table (spec §2 "Product detail"): seven a page. */
export const PRODUCT_LEASES_PER_PAGE = 7;

const pageQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: PRODUCT_LEASES_PER_PAGE },
    // The rental calendar modal (spec §4 "Lease"): all, past (not active any more) or future (still active).
    filter: { type: "string", enum: ["all", "past", "future"], default: "all" },
  },
} as const;

/**
 * GET /leases-by-product/:id (spec §2 "Product detail"): one product's leases, newest first, as a list envelope;
 * `filter=past|future` keeps those no longer or still active (the rental calendar).
 * The product must be a live one of the caller's company (404 otherwise, as for any other company's row).
 */
export function registerLeasesByProduct(app: FastifyInstance) {
  app.get(
    "/leases-by-product/:id",
    { schema: { tags: ["leases"], params: idParamsSchema, querystring: pageQuery, response: { 200: listEnvelopeSchema(schema), 401: messageSchema, 403: messageSchema, 404: messageSchema } } },
    async (request) => {
      const { id } = request.params as { id: number };
      const { page, perPage, filter } = request.query as { page: number; perPage: number; filter: "all" | "past" | "future" };
      const status = filter === "past" ? { status: "returned" } : filter === "future" ? { status: "active" } : {};
      if (!(await request.repos.resource(services.$id).get(id))) throw notFound();
      const found = await request.repos.resource(schema.$id).list({ page, perPage, filters: { service_id: id, ...status }, sort: "issue_date", order: "desc" });
      return listEnvelope(shapeRows(schema, sessionOf(request), found.rows), { page, perPage, ...found });
    },
  );
}
