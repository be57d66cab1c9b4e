import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StoreProcessAnswer } from "../../../src/domain/orders/api";
import type { Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { processesExtension } from "../../orders";

export { processLinesExtension } from "../../orders";
import { engineBody, payloadOf } from "./payload";

const tags = ["processes"];
const SEARCH_LIMIT = 20;

const keywordQuery = { type: "object", properties: { keyword: { type: "string", maxLength: 100 } }, additionalProperties: false } as const;
const clientQuery = { type: "object", properties: { client_id: { type: "integer", minimum: 1 } }, required: ["client_id"], additionalProperties: false } as const;
const contractParams = { type: "object", properties: { contract_no: { type: "string", pattern: "^[0-9]{1,30}$" } }, required: ["contract_no"] } as const;
const payloadBody = { type: "object", additionalProperties: true } as const;
const updateBody = { type: "object", properties: { param_id: { type: "integer", minimum: 1 } }, required: ["param_id"], additionalProperties: true } as const;

/** The caller's own headers for the engine's route the spec's address stands for (its session and language). */
const passedHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(["authorization", "cookie", "accept-language"].flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name] as string]] : [])));

/** The order's contracts for the answer: the sale or lease contract, and the order contract. */
async function contractIds(request: FastifyRequest, processId: number): Promise<Pick<StoreProcessAnswer, "sale_rent_contract_id" | "order_contract_id">> {
  const found = await request.repos.resource("contracts").list({ page: 1, perPage: 20, filters: { process_id: processId }, sort: "id", order: "desc" });
  const of = (kinds: string[]) => (found.rows.find((row) => kinds.includes(String(row.kind)))?.id as number | undefined) ?? null;
  return { sale_rent_contract_id: of(["sales", "lease"]), order_contract_id: of(["order"]) };
}

/**
 * Writes the spec's payload through the engine's own route (`POST /api/processes`, `PUT /api/processes/:id`), so the
 * order is checked and written by exactly the same code; a refusal is answered as the engine answered it.
 */
async function writeThroughEngine(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, method: "POST" | "PUT", url: string): Promise<unknown> {
  const response = await app.inject({ method, url: `/api${url}`, headers: passedHeaders(request), payload: engineBody(request.body as Row) });
  const answer = response.json() as Row;
  if (response.statusCode >= 300) return reply.code(response.statusCode).send(answer);
  const id = answer.id as number;
  const lang = languageFrom(request.headers["accept-language"]);
  const result: StoreProcessAnswer = { id, ...(await contractIds(request, id)), message: translate(lang, method === "POST" ? "server.orders.created" : "server.orders.updated") };
  return reply.code(method === "POST" ? 201 : 200).send(result);
}

/**
 * The spec's order routes (§7 "Orders and processes"): `store-processess` and `guncelle-processes` (the §3 order
 * payload, written as the engine's `processes` body), `get-process-by-id/:id`, the basket's product and client
 * searches, an order's sales by contract number and a client's photo dates.
 */
export const processRoutes: CustomRoutes = {
  declared: [
    { method: "POST", url: "/store-processess", access: "write", answers: "no-row", sampleBody: (row) => payloadOf(row) },
    { method: "POST", url: "/guncelle-processes", access: "write", answers: "no-row", sampleBody: (row) => ({ ...payloadOf(row), param_id: row.id }) },
    { method: "GET", url: "/get-process-by-id/:id", access: "read" },
    { method: "GET", url: "/processes/services", access: "read", answers: "no-row" },
    { method: "GET", url: "/processes/clients", access: "read", answers: "no-row" },
    { method: "GET", url: "/get-all-sales-by-contract-no/:contract_no", access: "read", sampleParams: (row) => ({ contract_no: String(row.contract_no) }) },
    { method: "GET", url: "/processes/photodates", access: "read", sampleQuery: (row) => ({ client_id: row.client_id as number }) },
  ],
  async register(app: FastifyInstance) {
    app.post("/store-processess", { schema: { tags, body: payloadBody } }, (request, reply) => writeThroughEngine(app, request, reply, "POST", "/processes"));

    app.post("/guncelle-processes", { schema: { tags, body: updateBody } }, (request, reply) => {
      const { param_id } = request.body as { param_id: number };
      return writeThroughEngine(app, request, reply, "PUT", `/processes/${param_id}`);
    });

    // The order with its lines, as the engine answers it (its access and scope included).
    app.get("/get-process-by-id/:id", { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      const response = await app.inject({ method: "GET", url: `/api/processes/${id}`, headers: passedHeaders(request) });
      return reply.code(response.statusCode).send(response.json());
    });

    // The basket's product search: name or barcode, at most 20, with what the basket prices and checks by.
    app.get("/processes/services", { schema: { tags, querystring: keywordQuery } }, async (request) => {
      const { keyword } = request.query as { keyword?: string };
      const found = await request.repos.resource("services").list({ page: 1, perPage: SEARCH_LIMIT, keyword: keyword || undefined, filters: {}, sort: "name", order: "asc" });
      const categoryIds = [...new Set(found.rows.map((row) => row.category_id).filter((id): id is number => typeof id === "number"))];
      const categories = new Map<number, string>();
      for (const id of categoryIds) {
        const category = await request.repos.resource("categories").get(id);
        if (category) categories.set(id, String(category.name));
      }
      return {
        data: found.rows.map((row) => ({
          id: row.id,
          name: row.name,
          barcode: row.barcode ?? null,
          price: row.price ?? null,
          rent_price: row.rent_price ?? null,
          tax: row.tax ?? null,
          stock: row.stock ?? null,
          category: typeof row.category_id === "number" ? (categories.get(row.category_id) ?? null) : null,
          is_service: row.is_service === true,
          max_price: row.max_price ?? null,
          max_rent_price: row.max_rent_price ?? null,
        })),
      };
    });

    // The client picker's search: at most 20, of the shop's clients (not its tailors or dry cleaners).
    app.get("/processes/clients", { schema: { tags, querystring: keywordQuery } }, async (request) => {
      const { keyword } = request.query as { keyword?: string };
      const found = await request.repos.resource("clients").list({ page: 1, perPage: SEARCH_LIMIT, keyword: keyword || undefined, filters: { role: "client" }, sort: "full_name", order: "asc" });
      return { data: found.rows.map((row) => ({ id: row.id, full_name: row.full_name, gsm: row.gsm ?? null })) };
    });

    // Every order of a contract number (the client's sales under one contract).
    app.get("/get-all-sales-by-contract-no/:contract_no", { schema: { tags, params: contractParams } }, async (request) => {
      const { contract_no } = request.params as { contract_no: string };
      const found = await request.repos.resource("processes").list({ page: 1, perPage: 100, filters: { contract_no }, sort: "created_at", order: "desc" });
      return { data: found.rows };
    });

    // A client's photo (and wedding) dates from their orders.
    app.get("/processes/photodates", { schema: { tags, querystring: clientQuery } }, async (request) => {
      const { client_id } = request.query as { client_id: number };
      const found = await request.repos.resource("processes").list({ page: 1, perPage: 100, filters: { client_id }, sort: "created_at", order: "desc" });
      return { data: found.rows.map((row) => ({ id: row.id, created_at: row.created_at, contract_no: row.contract_no ?? null, photo_date: row.photo_date ?? null, wedding_date: row.wedding_date ?? null })) };
    });
  },
};

/** The `processes` resource's extension: the order's write (server/orders) and the spec's routes. */
export const processesResourceExtension = { ...processesExtension, routes: processRoutes };
