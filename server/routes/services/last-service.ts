import type { FastifyInstance } from "fastify";
import { services } from "../../../src/schemas/services.schema";
import { messageSchema } from "../../engine/route-schemas";
import { nextBarcode } from "./next-barcode";

const lastProduct = {
  type: ["object", "null"],
  properties: { id: { type: "integer" }, name: { type: "string" }, barcode: { type: ["string", "null"] }, created_at: { type: "string", format: "date-time" } },
};
const lastServiceResponse = { type: "object", required: ["barcode"], properties: { barcode: { type: "string" }, last: lastProduct } } as const;

/**
 * GET /get-last-service (spec §7): `barcode`, what the next product of the shop would get (the product form's
 * placeholder), and `last`, the shop's newest product (null in an empty shop).
 */
export function registerLastService(app: FastifyInstance) {
  app.get("/get-last-service", { schema: { tags: ["services"], response: { 200: lastServiceResponse, 401: messageSchema, 403: messageSchema } } }, async (request) => {
    const [barcode, newest] = await Promise.all([
      nextBarcode(request.repos),
      request.repos.resource(services.$id).list({ page: 1, perPage: 1, filters: {}, sort: "id", order: "desc" }),
    ]);
    const [last] = newest.rows;
    return { barcode, last: last ? { id: last.id, name: last.name, barcode: last.barcode, created_at: last.created_at } : null };
  });
}
