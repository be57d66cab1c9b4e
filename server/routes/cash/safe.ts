import type { FastifyInstance } from "fastify";
import { accountings } from "../../../src/schemas/accountings.schema";
import { sessionOf } from "../../engine/access";
import { listEnvelope, validationErrorSchema } from "../../engine/route-schemas";
import { cashBoxOf, recordsPage, requestedRange } from "./cash-box";
import { rangeProperties, type RangeQuery } from "./range";
import { safeAnswerSchema } from "./schemas";
import { cashScope, scopeProperties } from "./scope";

export const tags = [accountings.$id];

export const safeQuerySchema = {
  type: "object",
  properties: {
    ...rangeProperties,
    ...scopeProperties,
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
  additionalProperties: false,
} as const;

type SafeQuery = RangeQuery & { page: number; perPage: number };

/**
 * `GET /safe` (spec §7 "Accounting", 'kasa'): the cash box of a day (default today on the company's clock) or of
 * a range: the cash in the safe at its end, its income, expense and count, the movements per payment type, a page
 * of its records (payments and corrections included, credits and debts not) and the day's close.
 */
export async function registerSafe(app: FastifyInstance) {
  app.get("/safe", { schema: { tags, querystring: safeQuerySchema, response: { 200: safeAnswerSchema, 422: validationErrorSchema } } }, async (request) => {
    const query = request.query as SafeQuery;
    const repos = app.repositories(cashScope(request));
    const range = await requestedRange(app, repos, query);
    const [box, records] = await Promise.all([cashBoxOf(repos, range), recordsPage(repos, sessionOf(request), range, query.page, query.perPage)]);
    return { ...box, records: listEnvelope(records.rows, { page: query.page, perPage: query.perPage, total: records.total, exact: records.exact }) };
  });
}
