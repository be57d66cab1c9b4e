/**
 * The product detail's 'Nerede?' (issue 16, the gown's way back): where the gown is now and since when, and its
 * history over every booking resource (leases, tailors, dry). Declared routes of the services resource (read):
 * the suites check their tenant isolation and permissions. Every read goes through the data layer
 * (server/data/bookings.ts), the caller's company only.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Repositories } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, listEnvelope, messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { companyToday } from "../accountings/day-guard";
import { whereNow, type Whereabouts } from "./where-now";

const tags = ["services"];
/** Spec §9: the product detail's history, seven a page. */
export const PRODUCT_HISTORY_PER_PAGE = 7;
/** Enough for every open booking of one product (a product's stock is small). */
const OPEN_LIMIT = 100;

const nullableDate = { type: ["string", "null"] } as const;
const party = { type: ["object", "null"], properties: { id: { type: "integer" }, full_name: { type: "string" } }, required: ["id", "full_name"] } as const;
const service = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"] } as const;
const kind = { type: "string", enum: ["lease", "tailor", "dry"] } as const;

const whereaboutsSchema = {
  type: "object",
  properties: {
    service,
    state: { type: "string", enum: ["in_shop", "leased", "tailor", "dry", "branch"] },
    since: nullableDate,
    until: nullableDate,
    overdue: { type: "boolean" },
    party,
    branch: { type: ["object", "null"], properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"] },
    steps: {
      type: "array",
      items: {
        type: "object",
        properties: { kind, id: { type: "integer" }, party, issue_date: { type: "string" }, delivery_date: { type: "string" }, overdue: { type: "boolean" } },
        required: ["kind", "id", "party", "issue_date", "delivery_date", "overdue"],
      },
    },
  },
  required: ["service", "state", "since", "until", "overdue", "party", "branch", "steps"],
} as const;

const historySchema = {
  type: "object",
  properties: {
    service,
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          kind,
          id: { type: "integer" },
          party,
          issue_date: { type: "string" },
          delivery_date: { type: "string" },
          delivered_date: nullableDate,
          status: { type: "string" },
          piece: { type: "integer" },
          overdue: { type: "boolean" },
        },
        required: ["kind", "id", "party", "issue_date", "delivery_date", "delivered_date", "status", "piece", "overdue"],
      },
    },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer" },
    total_exact: { type: "boolean" },
    last_page: { type: "integer" },
  },
  required: ["service", "data", "current_page", "per_page", "total", "last_page"],
} as const;

const pageQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: PRODUCT_HISTORY_PER_PAGE },
  },
} as const;

const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema } as const;

/** The caller's own live product (its id and name); 404 for any other. */
async function ownProduct(repos: Repositories, id: number) {
  const row = await repos.resource("services").get(id);
  return row ? { id: Number(row.id), name: String(row.name ?? ""), created_at: row.created_at } : undefined;
}

/** Where the product is now, on the company's clock; a product of the caller's that a branch holds is 'branch'. */
export async function whereaboutsOf(repos: Repositories, id: number): Promise<Whereabouts> {
  const product = await ownProduct(repos, id);
  if (!product) {
    const held = await repos.bookings.atBranch(id);
    if (!held) throw notFound();
    return { service: { id, name: held.name }, state: "branch", since: await companyToday(repos, held.since), until: null, overdue: false, party: null, branch: held.branch, steps: [] };
  }
  const today = await companyToday(repos);
  const [open, returned] = await Promise.all([
    repos.bookings.ofProduct(id, { page: 1, perPage: OPEN_LIMIT, status: "active" }),
    repos.bookings.ofProduct(id, { page: 1, perPage: OPEN_LIMIT, status: "returned" }),
  ]);
  const backDays = returned.rows.map((row) => row.delivered_date).filter((day): day is string => day !== null && day <= today).sort();
  const created = product.created_at instanceof Date || typeof product.created_at === "string" ? await companyToday(repos, new Date(product.created_at as string | Date)) : null;
  const lastBack = backDays.at(-1) ?? created;
  return whereNow({ id: product.id, name: product.name }, open.rows, lastBack, today);
}

export const whereaboutsRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/services/:id/whereabouts", access: "read" },
    { method: "GET", url: "/services/:id/bookings", access: "read" },
  ],
  async register(app: FastifyInstance) {
    app.get("/services/:id/whereabouts", { schema: { tags, params: idParamsSchema, response: { 200: whereaboutsSchema, ...errors } } }, async (request: FastifyRequest) => {
      const { id } = request.params as { id: number };
      return whereaboutsOf(request.repos, id);
    });

    app.get("/services/:id/bookings", { schema: { tags, params: idParamsSchema, querystring: pageQuery, response: { 200: historySchema, ...errors } } }, async (request: FastifyRequest) => {
      const { id } = request.params as { id: number };
      const { page, perPage } = request.query as { page: number; perPage: number };
      const repos = request.repos;
      const product = (await ownProduct(repos, id)) ?? (await repos.bookings.atBranch(id).then((held) => (held ? { id, name: held.name } : undefined)));
      if (!product) throw notFound();
      const today = await companyToday(repos);
      const found = await repos.bookings.ofProduct(id, { page, perPage });
      const rows = found.rows.map((row) => ({ ...row, overdue: row.status === "active" && row.delivery_date < today }));
      return { service: { id: product.id, name: product.name }, ...listEnvelope(rows, { page, perPage, total: found.total }) };
    });
  },
};
