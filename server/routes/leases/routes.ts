/**
 * The leases' routes beyond the generic ones (issue 15): availability, the spec's 'Kirala', take-back and payment
 * addresses (body-addressed, sharing the actions' functions), the lease overview's spec lists, and the product
 * detail's leases. Every one goes through `request.repos` / `request.unitOfWork`: the tenant is the data layer's.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AvailabilityAnswer } from "../../../src/domain/orders/api";
import { leases } from "../../../src/schemas/leases.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { bookings } from "../../bookings";
import type { CustomRoutes } from "../../engine/custom-routes";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { invalid } from "../../errors";
import { registerLeasesByProduct } from "../services/leases-by-product";

const schema: ResourceSchema = leases;
const date = { type: "string", format: "date" } as const;
const id = { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

const clashSchema = {
  type: "object",
  properties: { lease_id: { type: "integer" }, kind: { type: "string" }, issue_date: { type: "string" }, delivery_date: { type: "string" }, piece: { type: "integer" } },
  required: ["lease_id", "kind", "issue_date", "delivery_date", "piece"],
} as const;

export const availabilityAnswerSchema = {
  type: "object",
  properties: {
    available: { type: "boolean" },
    stock: { type: "integer" },
    booked: { type: "integer" },
    turnaround_days: { type: "integer" },
    clashes: { type: "array", items: clashSchema },
  },
  required: ["available", "stock", "booked", "turnaround_days", "clashes"],
} as const;

const availabilityQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    service_id: id,
    issue_date: date,
    delivery_date: date,
    piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    exclude_process_id: id,
    exclude_lease_id: id,
  },
  required: ["service_id", "issue_date", "delivery_date"],
} as const;

/** GET /availability: whether `piece` more units of the product can be out over the days (AvailabilityAnswer). */
function registerAvailability(app: FastifyInstance) {
  app.get(
    "/availability",
    { schema: { tags: [schema.$id], querystring: availabilityQuery, response: { 200: availabilityAnswerSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema } } },
    async (request: FastifyRequest): Promise<AvailabilityAnswer> => {
      const query = request.query as { service_id: number; issue_date: string; delivery_date: string; piece: number; exclude_process_id?: number; exclude_lease_id?: number };
      if (query.delivery_date < query.issue_date) throw invalid("delivery_date", "server.bookings.deliveryBeforeIssue");
      return bookings.check(request.repos, {
        serviceId: query.service_id,
        issueDate: query.issue_date,
        deliveryDate: query.delivery_date,
        piece: query.piece,
        excludeProcessId: query.exclude_process_id,
        excludeLeaseIds: query.exclude_lease_id ? [query.exclude_lease_id] : undefined,
      });
    },
  );
}

export const leaseRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/leases-by-product/:id", access: "read", sampleParams: (row) => ({ id: row.service_id as number }) },
    {
      method: "GET",
      url: "/availability",
      access: "read",
      answers: "no-row",
      sampleQuery: (row) => ({ service_id: row.service_id as number, issue_date: String(row.issue_date), delivery_date: String(row.delivery_date) }),
    },
  ],
  async register(app) {
    registerLeasesByProduct(app);
    registerAvailability(app);
  },
};
