/**
 * Measurement sheets and the tailor list (issue 16; spec §2 "Tailor list", §3 "measurements", §4 "Measurements";
 * §7 `tailor-list`, `get-client-dimensions/{id}`, `create-dimensions`, `PUT create-dimensions/{id}`): the engine's
 * `dimensions` rows, one per sale, whose client the server takes from the sale; the spec's addresses beside the
 * generic ones; the tailor list of the sales' dress items over server/data/tailor-list.ts. Registered in
 * server/routes/resources/extensions.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TAILOR_PERIODS, tailorPeriodRange, type DateRange, type TailorPeriod } from "../../../src/domain/periods";
import type { Row } from "../../data";
import type { SaleWithDressItems } from "../../data/tailor-list";
import type { ResourceExtension } from "../../engine/crud-routes";
import type { CustomRoutes } from "../../engine/custom-routes";
import { companyTimeZone } from "../../engine/list-filters";
import { invalid, notFound } from "../../errors";

const tags = ["dimensions"];
const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;
const writeBody = { type: "object", additionalProperties: true } as const;
const listQuery = {
  type: "object",
  properties: {
    period: { type: "string", enum: [...TAILOR_PERIODS], default: "all" },
    start: { type: "string", format: "date" },
    end: { type: "string", format: "date" },
    page: { type: "integer", minimum: 1, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
  additionalProperties: false,
} as const;

/** The six counters of the tailor list (spec §2): the periods a measurement date can fall in. */
export const TAILOR_COUNTERS = ["today", "tomorrow", "weekly", "nextWeekly", "monthly", "nextMonthly"] as const satisfies readonly TailorPeriod[];

/** The sheet's sale: the shop's own (422 on `process_id` otherwise); its client becomes the sheet's. */
export const dimensionsExtension: Omit<ResourceExtension, "routes"> = {
  async beforeWrite(context) {
    if (!context.values || (context.action !== "create" && context.action !== "update")) return;
    const processId = context.values.process_id;
    const sale = typeof processId === "number" ? await context.repos.resource("processes").get(processId) : undefined;
    if (!sale) throw invalid("process_id", "server.dimensions.saleNotFound");
    context.values.client_id = sale.client_id ?? null;
  },
};

/** The caller's own headers for the engine's route the spec's address stands for (its session and language). */
const passedHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(["authorization", "cookie", "accept-language"].flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name] as string]] : [])));

/** The spec's create and update addresses write through the engine's own routes: the same checks, hooks and audit. */
async function writeThroughEngine(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, method: "POST" | "PUT", url: string) {
  const response = await app.inject({ method, url: `/api${url}`, headers: passedHeaders(request), payload: request.body as Row });
  return reply.code(response.statusCode).send(response.json());
}

/** The list's range: a named period on the company's clock, 'all' (none) or 'other' (the caller's start and end). */
function rangeOf(timeZone: string, period: TailorPeriod, start?: string, end?: string): DateRange | null {
  if (period === "other") {
    if (!start) throw invalid("start", "server.dimensions.rangeNeeded");
    if (!end) throw invalid("end", "server.dimensions.rangeNeeded");
    if (start > end) throw invalid("end", "server.dimensions.rangeBackwards");
    return { start, end };
  }
  return tailorPeriodRange(period, { now: new Date(), timeZone });
}

export const dimensionsRoutes: CustomRoutes = {
  declared: [
    // Its rows are the sales' dress lines, never a sheet: the route's own test shows them.
    { method: "GET", url: "/tailor-list", access: "read", answers: "no-row" },
    { method: "GET", url: "/get-client-dimensions/:id", access: "read", sampleParams: (row) => ({ id: row.client_id as number }) },
    { method: "GET", url: "/sale-dimensions/:id", access: "read", sampleParams: (row) => ({ id: row.process_id as number }) },
    { method: "POST", url: "/create-dimensions", access: "write", sampleBody: (row) => ({ process_id: row.process_id, gogus: "90" }) },
    { method: "PUT", url: "/create-dimensions/:id", access: "write", sampleBody: (row) => ({ process_id: row.process_id, gogus: "91" }) },
  ],
  async register(app: FastifyInstance) {
    app.get("/tailor-list", { schema: { tags, querystring: listQuery } }, async (request) => {
      const { period, start, end, page, perPage } = request.query as { period: TailorPeriod; start?: string; end?: string; page: number; perPage: number };
      const timeZone = await companyTimeZone(app.db, request.repos.scope);
      const range = rangeOf(timeZone, period, start, end);
      const now = new Date();
      const counterRanges = Object.fromEntries(TAILOR_COUNTERS.map((name) => [name, tailorPeriodRange(name, { now, timeZone })!])) as Record<(typeof TAILOR_COUNTERS)[number], DateRange>;
      const found = await request.repos.tailorList.page(range, page, perPage);
      return {
        data: found.rows,
        total: found.total,
        page,
        perPage,
        range,
        counters: await request.repos.tailorList.counters(counterRanges),
      };
    });

    // A client's sales with dress items (and any sale of theirs with a sheet), each with its items and its sheet.
    app.get("/get-client-dimensions/:id", { schema: { tags, params: idParams } }, async (request) => {
      const { id } = request.params as { id: number };
      const sales = await request.repos.tailorList.ofClient(id);
      const sheets = (await request.repos.resource("dimensions").list({ page: 1, perPage: 100, filters: { client_id: id }, sort: "id", order: "desc" })).rows;
      const byProcess = new Map(sheets.map((sheet) => [Number(sheet.process_id), sheet]));
      const data: Array<Omit<SaleWithDressItems, "sale_date" | "measurement_date"> & { sale_date: string | null; measurement_date: string | null; dimension: Row | null }> = sales.map((sale) => ({ ...sale, dimension: byProcess.get(sale.process_id) ?? null }));
      for (const sheet of sheets) {
        if (data.some((sale) => sale.process_id === Number(sheet.process_id))) continue;
        const sale = await request.repos.resource("processes").get(Number(sheet.process_id));
        data.push({ process_id: Number(sheet.process_id), contract_no: (sale?.contract_no as string | null) ?? null, sale_date: null, measurement_date: null, dimension_id: sheet.id as number, items: [], dimension: sheet });
      }
      return { data };
    });

    // One sale for its sheet's form and printout: the shop, the client, the sale's dress items and its sheet or null.
    app.get("/sale-dimensions/:id", { schema: { tags, params: idParams } }, async (request) => {
      const { id } = request.params as { id: number };
      const sale = await request.repos.resource("processes").get(id);
      if (!sale) throw notFound();
      const client = typeof sale.client_id === "number" ? await request.repos.resource("clients").get(sale.client_id) : undefined;
      const dress = await request.repos.tailorList.ofSale(id);
      const [sheet] = (await request.repos.resource("dimensions").list({ page: 1, perPage: 1, filters: { process_id: id }, sort: "id", order: "asc" })).rows;
      const company = await request.repos.company.get();
      return {
        shop: String(company?.title ?? company?.full_name ?? ""),
        process_id: id,
        contract_no: (sale.contract_no as string | null) ?? null,
        client_id: (sale.client_id as number | null) ?? null,
        client_name: (client?.full_name as string | null) ?? null,
        client_gsm: (client?.gsm as string | null) ?? null,
        sale_date: dress?.sale_date ?? null,
        measurement_date: dress?.measurement_date ?? null,
        items: dress?.items ?? [],
        dimension: sheet ?? null,
      };
    });

    app.post("/create-dimensions", { schema: { tags, body: writeBody } }, (request, reply) => writeThroughEngine(app, request, reply, "POST", "/dimensions"));
    app.put("/create-dimensions/:id", { schema: { tags, params: idParams, body: writeBody } }, (request, reply) =>
      writeThroughEngine(app, request, reply, "PUT", `/dimensions/${(request.params as { id: number }).id}`),
    );
  },
};

export const dimensionsResourceExtension: ResourceExtension = { ...dimensionsExtension, routes: dimensionsRoutes };
