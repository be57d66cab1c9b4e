import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountings } from "../../../src/schemas/accountings.schema";
import type { CustomRoutes } from "../../engine/custom-routes";
import { validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom } from "../../i18n";
import { printedLogo } from "../services-pdf/company-logo";
import { renderPdf } from "../services-pdf/render-pdf";
import { companyTimeZone, monthPattern, monthRange } from "./company-clock";
import { monthlyStatusDocument } from "./monthly-status-document";
import { pdfReply } from "./pdf-reply";
import { printedMoney } from "./printed";
import { reportsOf } from "./reports-of";
import { SUITE_OPEN_CREDIT, suiteMonth } from "./suite-sample";

const tags = [accountings.$id];
const money = { type: "string" } as const;
const query = {
  type: "object",
  properties: { month: { type: "string", pattern: monthPattern, description: "YYYY-MM; default this month on the shop's clock" } },
  additionalProperties: false,
} as const;

const statusSchema = {
  type: "object",
  properties: {
    month: { type: "string" },
    days: {
      type: "array",
      items: { type: "object", properties: { day: { type: "string", format: "date" }, income: money, expense: money, net: money, process_count: { type: "integer" } } },
    },
    summary: { type: "object", properties: { income: money, expense: money, net: money, credit: money, debt: money } },
  },
} as const;

/** Every day of the month and the month's cards: income, expense, net, and what is left of its credits and debts. */
async function monthlyStatus(request: FastifyRequest) {
  const range = monthRange((request.query as { month?: string }).month, await companyTimeZone(request));
  const reports = reportsOf(request);
  const [days, totals] = await Promise.all([reports.days(range), reports.totals(range)]);
  return { month: range.month, days, summary: { income: totals.income, expense: totals.expense, net: totals.net, credit: totals.credit, debt: totals.debt } };
}

/**
 * 'Aylık Genel Durum' (spec §2, §7 `GET /monthly-general-status (month)`): a table of the month's days and four
 * summary cards, and the same as a PDF (A4 landscape) the page downloads.
 */
export const monthlyStatusRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/monthly-general-status", access: "read", answers: "no-row", sampleRow: SUITE_OPEN_CREDIT, sampleQuery: (row) => ({ month: suiteMonth(row) }) },
    // A printout shows no record, only the month's sums: the suites find the open credit's amount on its card.
    {
      method: "GET",
      url: "/monthly-general-status/pdf",
      access: "read",
      answers: "pdf",
      sampleRow: SUITE_OPEN_CREDIT,
      printedAs: (row) => printedMoney(String(row.price), "tr"),
      sampleQuery: (row) => ({ month: suiteMonth(row) }),
    },
  ],
  async register(app: FastifyInstance) {
    app.get("/monthly-general-status", { schema: { tags, querystring: query, response: { 200: statusSchema, 422: validationErrorSchema } } }, monthlyStatus);

    app.get("/monthly-general-status/pdf", { schema: { tags, querystring: query, response: { 422: validationErrorSchema } } }, async (request, reply) => {
      const status = await monthlyStatus(request);
      const company = await request.repos.company.get();
      const language = languageFrom(request.headers["accept-language"]);
      const pdf = await renderPdf(monthlyStatusDocument({ ...status, language, companyTitle: company?.title ?? company?.full_name ?? "", logo: await printedLogo(app, company) }));
      return pdfReply(reply, pdf, `aylik-genel-durum-${status.month}.pdf`);
    });
  },
};
