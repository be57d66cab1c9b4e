/**
 * The leases' routes beyond the generic ones (issue 15): availability, the spec's 'Kirala', take-back and payment
 * addresses (body-addressed, sharing the actions' functions), the lease overview's spec lists, and the product
 * detail's leases. Every one goes through `request.repos` / `request.unitOfWork`: the tenant is the data layer's.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AvailabilityAnswer, LeaseCounters } from "../../../src/domain/orders/api";
import { LEASE_FILTERS, type LeaseFilter } from "../../../src/domain/periods";
import { leases } from "../../../src/schemas/leases.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { bookingRefusalSchema, bookings } from "../../bookings";
import type { Repositories, Row } from "../../data";
import { sessionOf } from "../../engine/access";
import type { CustomRoutes } from "../../engine/custom-routes";
import { listEnvelope, listEnvelopeSchema, messageSchema, rowSchema, validationErrorSchema } from "../../engine/route-schemas";
import { assertRowAllows, shapeRows } from "../../engine/row-answers";
import { invalid, notFound } from "../../errors";
import { companyToday } from "../accountings/day-guard";
import { registerLeasesByProduct } from "../services/leases-by-product";
import { pay, release, type ReleaseBody } from "./actions";
import { leaseCounters, leaseRanges, writeLeaseMoney } from "./lease-figures";
import { assertDeposit } from "./money";

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
      const query = request.query as { service_id: number; issue_date: string; delivery_date: string; piece?: number; exclude_process_id?: number; exclude_lease_id?: number };
      if (query.delivery_date < query.issue_date) throw invalid("delivery_date", "server.bookings.deliveryBeforeIssue");
      return bookings.check(request.repos, {
        serviceId: query.service_id,
        issueDate: query.issue_date,
        deliveryDate: query.delivery_date,
        piece: query.piece ?? 1,
        excludeProcessId: query.exclude_process_id,
        excludeLeaseIds: query.exclude_lease_id ? [query.exclude_lease_id] : undefined,
      });
    },
  );
}

const money = { type: "string", format: "money" } as const;
const errorResponses = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema } as const;

/** The lease as its screens get it: its figures and what the caller may do with it (`_can`). */
async function answerRow(request: FastifyRequest, id: number): Promise<Row> {
  const found = await request.repos.resource(schema.$id).get(id);
  if (!found) throw notFound();
  return shapeRows(schema, sessionOf(request), [found])[0];
}

/**
 * An action addressed by the body's `lease_id` (the spec's `release`, `create-payment-for-lease`): the lease locked,
 * the action's flag and `when` rule checked as on `POST /leases/:id/<action>`, the handler and the audit entry in
 * one unit of work.
 */
async function runAction(request: FastifyRequest, leaseId: number, action: "release" | "pay", work: (repos: Repositories, lease: Row) => Promise<void>): Promise<Row> {
  const session = sessionOf(request);
  await request.unitOfWork(async (repos) => {
    const lease = await repos.resource(schema.$id).get(leaseId, { forUpdate: true });
    if (!lease) throw notFound();
    assertRowAllows(schema, session, lease, action);
    await work(repos, lease);
    const after = await repos.resource(schema.$id).get(leaseId);
    await repos.audit.recordChange({ action, resource: schema.$id, recordId: leaseId, before: lease, after });
  });
  return answerRow(request, leaseId);
}

const leaseProductBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    service_id: id,
    client_id: id,
    issue_date: date,
    delivery_date: date,
    piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    total_price: money,
    price: money,
    notes: { type: "string", maxLength: 1000 },
  },
  required: ["service_id", "client_id", "issue_date", "delivery_date", "total_price"],
} as const;

interface LeaseProductBody {
  service_id: number;
  client_id: number;
  issue_date: string;
  delivery_date: string;
  piece?: number;
  total_price: string;
  price?: string;
  notes?: string;
}

/**
 * POST /lease-product ('Kirala' on the product screen, spec `lease-product`): the product booked over the days
 * (409 on a clash), the lease's own credit and its kapora, in one unit of work; answers the lease (201).
 */
function registerLeaseProduct(app: FastifyInstance) {
  app.post(
    "/lease-product",
    { schema: { tags: [schema.$id], body: leaseProductBody, response: { 201: rowSchema(schema), ...errorResponses, 409: bookingRefusalSchema } } },
    async (request, reply) => {
      const body = request.body as LeaseProductBody;
      if (body.delivery_date < body.issue_date) throw invalid("delivery_date", "server.bookings.deliveryBeforeIssue");
      assertDeposit(body.total_price, body.price);
      const created = await request.unitOfWork(async (repos) => {
        if (!(await repos.resource("services").get(body.service_id))) throw notFound();
        if (!(await repos.resource("clients").get(body.client_id))) throw invalid("client_id", "server.validation.referenceNotFound");
        const lease = await bookings.book(repos, {
          serviceId: body.service_id,
          issueDate: body.issue_date,
          deliveryDate: body.delivery_date,
          piece: body.piece ?? 1,
          kind: "lease",
          field: "service_id",
          values: { client_id: body.client_id, total_price: body.total_price, price: body.price ?? "0.00", notes: body.notes ?? null },
        });
        await writeLeaseMoney(repos, lease);
        await repos.audit.recordChange({ action: "create", resource: schema.$id, recordId: lease.id as number, after: lease });
        return lease;
      });
      return reply.code(201).send(await answerRow(request, created.id as number));
    },
  );
}

/**
 * POST /release {lease_id, …}: the take-back, as `POST /leases/:id/release`, with the same body (the action's, from
 * the schema, so the send-on fields of issue 16 are taken here too) plus the lease's id.
 */
function registerRelease(app: FastifyInstance) {
  const action = leases["x-resource"].actions.release.body;
  const body = {
    type: "object",
    additionalProperties: false,
    properties: { lease_id: id, ...action.properties },
    required: ["lease_id", ...action.required],
  } as const;
  app.post("/release", { schema: { tags: [schema.$id], body, response: { 200: rowSchema(schema), ...errorResponses } } }, async (request) => {
    const { lease_id, ...rest } = request.body as ReleaseBody & { lease_id: number };
    return runAction(request, lease_id, "release", (repos, lease) => release(repos, lease, rest));
  });
}

/** POST /create-payment-for-lease {payment_date, lease_id}: 'Ödeme Al', as `POST /leases/:id/pay`. */
function registerPayment(app: FastifyInstance) {
  const body = { type: "object", additionalProperties: false, properties: { lease_id: id, payment_date: date }, required: ["lease_id", "payment_date"] } as const;
  app.post("/create-payment-for-lease", { schema: { tags: [schema.$id], body, response: { 200: rowSchema(schema), ...errorResponses } } }, async (request) => {
    const { lease_id, payment_date } = request.body as { lease_id: number; payment_date: string };
    return runAction(request, lease_id, "pay", (repos, lease) => pay(repos, lease, payment_date));
  });
}

const leasedProductsQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    filterType: { type: "string", enum: LEASE_FILTERS },
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
} as const;

/**
 * GET /get-leased-products (spec: `filterType`, `page`, `perPage`): the rents of the lease overview on
 * the company's clock, newest issue first; GET /get-leased-products-info: its counters.
 */
function registerLeasedProducts(app: FastifyInstance) {
  app.get("/get-leased-products", { schema: { tags: [schema.$id], querystring: leasedProductsQuery, response: { 200: listEnvelopeSchema(schema), 401: messageSchema, 403: messageSchema, 422: validationErrorSchema } } }, async (request) => {
    const { filterType, page, perPage } = request.query as { filterType?: LeaseFilter; page: number; perPage: number };
    const ranges = filterType ? leaseRanges(filterType, await companyToday(request.repos)) : {};
    const found = await request.repos.resource(schema.$id).list({ page, perPage, filters: {}, ranges, sort: "issue_date", order: "desc" });
    return listEnvelope(shapeRows(schema, sessionOf(request), found.rows), { page, perPage, ...found });
  });
  const countersSchema = { type: "object", properties: { past: { type: "integer" }, current: { type: "integer" }, future: { type: "integer" } }, required: ["past", "current", "future"] } as const;
  app.get("/get-leased-products-info", { schema: { tags: [schema.$id], response: { 200: countersSchema, 401: messageSchema, 403: messageSchema } } }, async (request): Promise<LeaseCounters> => leaseCounters(request.repos));
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
    {
      method: "POST",
      url: "/lease-product",
      access: "write",
      answers: "no-row",
      sampleBody: (row) => ({ service_id: row.service_id, client_id: row.client_id, issue_date: "2031-01-01", delivery_date: "2031-01-02", total_price: "100.00", price: "0.00" }),
    },
    { method: "POST", url: "/release", access: "write", sampleBody: (row) => ({ lease_id: row.id, delivered_date: String(row.delivery_date ?? row.issue_date), clear_credits: false }) },
    { method: "POST", url: "/create-payment-for-lease", access: "write", sampleBody: (row) => ({ lease_id: row.id, payment_date: String(row.issue_date) }) },
    { method: "GET", url: "/get-leased-products", access: "read", },
    { method: "GET", url: "/get-leased-products-info", access: "read", answers: "no-row" },
  ],
  async register(app) {
    registerLeasesByProduct(app);
    registerAvailability(app);
    registerLeaseProduct(app);
    registerRelease(app);
    registerPayment(app);
    registerLeasedProducts(app);
  },
};
