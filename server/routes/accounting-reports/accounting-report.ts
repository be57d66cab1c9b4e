import type { FastifyInstance } from "fastify";
import { accountings } from "../../../src/schemas/accountings.schema";
import type { CustomRoutes } from "../../engine/custom-routes";
import { validationErrorSchema } from "../../engine/route-schemas";
import { companyTimeZone, periodQueryProperties, periodRange, type PeriodQuery } from "./company-clock";
import { reportsOf } from "./reports-of";
import { SUITE_OPEN_CREDIT } from "./suite-sample";

const money = { type: "string", description: "decimal text, 2 places" } as const;

const reportSchema = {
  type: "object",
  properties: {
    start_date: { type: "string", format: "date" },
    end_date: { type: "string", format: "date" },
    income: money,
    expense: money,
    credit: { ...money, description: "what is left of the credits dated in the range" },
    debt: { ...money, description: "what is left of the debts dated in the range" },
    profit: { ...money, description: "income − expense" },
  },
} as const;

/**
 * `GET /accounting-report?period=daily|weekly|monthly|other&start_date=&end_date=` (spec §7 "Accounting"): the
 * accounting page's four cards for a period on the shop's clock.
 */
export const accountingReportRoutes: CustomRoutes = {
  declared: [
    {
      method: "GET",
      url: "/accounting-report",
      access: "read",
      answers: "no-row",
      sampleRow: SUITE_OPEN_CREDIT,
      sampleQuery: (row) => ({ period: "other", start_date: String(row.date), end_date: String(row.date) }),
    },
  ],
  async register(app: FastifyInstance) {
    app.get(
      "/accounting-report",
      {
        schema: {
          tags: [accountings.$id],
          querystring: { type: "object", properties: periodQueryProperties, additionalProperties: false },
          response: { 200: reportSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        const range = periodRange(request.query as PeriodQuery, await companyTimeZone(request));
        const totals = await reportsOf(request).totals(range);
        return { start_date: range.start, end_date: range.end, income: totals.income, expense: totals.expense, credit: totals.credit, debt: totals.debt, profit: totals.net };
      },
    );
  },
};
