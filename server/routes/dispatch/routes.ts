/**
 * The tailor's and the dry cleaner's routes beyond the generic ones (issue 16; spec §7 `POST tailors`, `POST dry`,
 * `get-tailor-products`, `get-dry-products`): sending several products at once to one tailor or cleaner (each booked
 * through server/bookings under its product's lock, the contract written, all in one unit of work), and the spec's
 * lists on the company's clock. Every one goes through `request.repos` / `request.unitOfWork`: the tenant is the data
 * layer's.
 */
import type { FastifyInstance } from "fastify";
import type { BookingKind, DispatchAnswer } from "../../../src/domain/orders/api";
import { LEASE_FILTERS, type LeaseFilter } from "../../../src/domain/periods";
import { dry } from "../../../src/schemas/dry.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { tailors } from "../../../src/schemas/tailors.schema";
import { bookingRefusalSchema, bookings } from "../../bookings";
import { contractWriter } from "../../contracts";
import type { Row } from "../../data";
import { sessionOf } from "../../engine/access";
import type { CustomRoutes } from "../../engine/custom-routes";
import { listEnvelope, listEnvelopeSchema, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { shapeRows } from "../../engine/row-answers";
import { invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { companyToday } from "../accountings/day-guard";
import { kurusOf } from "../accountings/record-money";
import { leaseRanges } from "../leases/lease-figures";

type DispatchKind = Exclude<BookingKind, "lease">;

const date = { type: "string", format: "date" } as const;
const id = { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const money = { type: "string", format: "money" } as const;

/** A send's products: at most 50, each once; the dry cleaner's price is known when it is sent, the tailor's on its return. */
export const MAX_DISPATCH_PRODUCTS = 50;

const KINDS: Record<DispatchKind, { schema: ResourceSchema; created: string; wrongRole: string; listUrl: string }> = {
  tailor: { schema: tailors as unknown as ResourceSchema, created: "server.dispatch.tailorCreated", wrongRole: "server.dispatch.notTailor", listUrl: "/get-tailor-products" },
  dry: { schema: dry as unknown as ResourceSchema, created: "server.dispatch.dryCreated", wrongRole: "server.dispatch.notDry", listUrl: "/get-dry-products" },
};

const dispatchBody = (kind: DispatchKind) =>
  ({
    type: "object",
    additionalProperties: false,
    properties: {
      client_id: id,
      issue_date: date,
      notes: { type: "string", maxLength: 1000 },
      products: {
        type: "array",
        minItems: 1,
        maxItems: MAX_DISPATCH_PRODUCTS,
        items: {
          type: "object",
          additionalProperties: false,
          properties: {
            service_id: id,
            delivery_date: date,
            piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
            ...(kind === "dry" ? { price: money } : {}),
          },
          required: ["service_id", "delivery_date"],
        },
      },
    },
    required: ["client_id", "issue_date", "products"],
  }) as const;

interface DispatchBody {
  client_id: number;
  issue_date: string;
  notes?: string;
  products: { service_id: number; delivery_date: string; piece?: number; price?: string }[];
}

const dispatchAnswerSchema = {
  type: "object",
  properties: { ids: { type: "array", items: { type: "integer" } }, contract_id: { type: "integer" }, message: { type: "string" } },
  required: ["ids", "contract_id", "message"],
} as const;

/** What is wrong with a send before anything is read: a product twice, a product back before it goes. */
function assertProducts(body: DispatchBody): void {
  const seen = new Set<number>();
  body.products.forEach((product, index) => {
    if (seen.has(product.service_id)) throw invalid(`products.${index}.service_id`, "server.dispatch.productTwice");
    seen.add(product.service_id);
    if (product.delivery_date < body.issue_date) throw invalid(`products.${index}.delivery_date`, "server.dispatch.deliveryBeforeIssue");
    if (product.price !== undefined && kurusOf(product.price) < 0) throw invalid(`products.${index}.price`, "server.dispatch.priceNegative");
  });
}

/**
 * POST /<resource>/dispatch: the products sent to one tailor (a client of role tailor) or dry cleaner (role dry) on
 * `issue_date`, each due back on its own `delivery_date`. One unit of work: a clash (409 on
 * `products.<i>.delivery_date`) or a wrong client (422 on `client_id`) keeps nothing.
 */
function registerDispatch(app: FastifyInstance, kind: DispatchKind) {
  const { schema, created, wrongRole } = KINDS[kind];
  app.post(
    `/${schema.$id}/dispatch`,
    {
      schema: {
        tags: [schema.$id],
        body: dispatchBody(kind),
        response: { 201: dispatchAnswerSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: bookingRefusalSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as DispatchBody;
      assertProducts(body);
      const answer = await request.unitOfWork(async (repos) => {
        const client = await repos.resource("clients").get(body.client_id);
        if (!client) throw invalid("client_id", "server.validation.referenceNotFound");
        if (client.role !== kind) throw invalid("client_id", wrongRole);
        const rows: Row[] = [];
        for (const [index, product] of body.products.entries()) {
          // Another shop's product (or none) is not found, as on 'Kirala'.
          if (!(await repos.resource("services").get(product.service_id))) throw notFound();
          const row = await bookings.book(repos, {
            serviceId: product.service_id,
            issueDate: body.issue_date,
            deliveryDate: product.delivery_date,
            piece: product.piece ?? 1,
            kind,
            field: `products.${index}.delivery_date`,
            values: { client_id: body.client_id, notes: body.notes ?? null, ...(kind === "dry" ? { price: product.price ?? "0.00" } : {}) },
          });
          await repos.audit.recordChange({ action: "create", resource: schema.$id, recordId: row.id as number, after: row });
          rows.push(row);
        }
        const ids = rows.map((row) => row.id as number);
        const contract = await contractWriter.writeContract(repos, { kind, clientId: body.client_id, leaseIds: ids });
        return { ids, contract_id: contract.id as number };
      });
      const result: DispatchAnswer = { ...answer, message: translate(languageFrom(request.headers["accept-language"]), created) };
      return reply.code(201).send(result);
    },
  );
}

const listQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    filterType: { type: "string", enum: LEASE_FILTERS },
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
} as const;

/** GET /get-tailor-products, /get-dry-products (spec: `filterType`, `page`, `perPage`): on the company's clock, newest issue first. */
function registerList(app: FastifyInstance, kind: DispatchKind) {
  const { schema, listUrl } = KINDS[kind];
  app.get(
    listUrl,
    { schema: { tags: [schema.$id], querystring: listQuery, response: { 200: listEnvelopeSchema(schema), 401: messageSchema, 403: messageSchema, 422: validationErrorSchema } } },
    async (request) => {
      const { filterType, page, perPage } = request.query as { filterType?: LeaseFilter; page: number; perPage: number };
      const ranges = filterType ? leaseRanges(filterType, await companyToday(request.repos)) : {};
      const found = await request.repos.resource(schema.$id).list({ page, perPage, filters: {}, ranges, sort: "issue_date", order: "desc" });
      return listEnvelope(shapeRows(schema, sessionOf(request), found.rows), { page, perPage, ...found });
    },
  );
}

const dispatchRoutes = (kind: DispatchKind): CustomRoutes => ({
  declared: [
    {
      method: "POST",
      url: `/${KINDS[kind].schema.$id}/dispatch`,
      access: "write",
      answers: "no-row",
      sampleBody: (row) => ({
        client_id: row.client_id,
        issue_date: "2031-02-01",
        products: [{ service_id: row.service_id, delivery_date: "2031-02-02", ...(kind === "dry" ? { price: "100.00" } : {}) }],
      }),
    },
    { method: "GET", url: KINDS[kind].listUrl, access: "read" },
  ],
  async register(app) {
    registerDispatch(app, kind);
    registerList(app, kind);
  },
});

export const tailorRoutes = dispatchRoutes("tailor");
export const dryRoutes = dispatchRoutes("dry");
