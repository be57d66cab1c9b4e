import type { FastifyInstance, FastifyRequest } from "fastify";
import { localDateIn } from "../../../src/domain/periods";
import { accountings } from "../../../src/schemas/accountings.schema";
import { requireFlag } from "../../auth/guards";
import type { OpenRecord } from "../../data/accounting-reports";
import type { CustomRoutes } from "../../engine/custom-routes";
import { listEnvelope, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom } from "../../i18n";
import { renderPdf } from "../services-pdf/render-pdf";
import { printedLogo } from "../services-pdf/company-logo";
import { companyTimeZone, monthPattern, monthRange } from "./company-clock";
import { futureAccountingsDocument } from "./future-accountings-document";
import { pdfReply } from "./pdf-reply";
import { reportsOf } from "./reports-of";
import { SUITE_OPEN_CREDIT, suiteMonth } from "./suite-sample";

const tags = [accountings.$id];
const TYPES = ["credit", "debt"] as const;
type OpenType = (typeof TYPES)[number];
/** The PDF lists every open record of the month in pages of this size (a shop has hundreds at most). */
const PDF_PAGE = 500;

const filterProperties = {
  type: { type: "string", enum: TYPES, default: "credit", description: "credit: receivables, debt: payables" },
  month: { type: "string", pattern: monthPattern, description: "YYYY-MM; default this month on the shop's clock" },
} as const;

const listQuery = {
  type: "object",
  properties: {
    ...filterProperties,
    page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
  additionalProperties: false,
} as const;

const money = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;
const nullableId = { type: ["integer", "null"] } as const;
const openRowSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    kind: { type: "string" },
    type: { type: "string" },
    title: nullableText,
    date: { type: "string" },
    price: money,
    paid: money,
    remaining: money,
    type_of_payment: nullableText,
    first_payment_date: nullableText,
    last_payment_date: { type: "string" },
    client_id: nullableId,
    supplier_id: nullableId,
    client_name: nullableText,
    supplier_name: nullableText,
    description: nullableText,
    contract_no: nullableText,
    created_at: { type: "string", format: "date-time" },
    /** Its last payment date is before today on the shop's clock: the page highlights it. */
    past_due: { type: "boolean" },
  },
} as const;

const envelopeSchema = {
  type: "object",
  properties: {
    data: { type: "array", items: openRowSchema },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer", description: "how many open records (the pager's count)" },
    total_exact: { type: "boolean" },
    last_page: { type: "integer" },
    month: { type: "string" },
    type: { type: "string" },
    /** Σ remaining of every open record of the list (not only this page): the page's total card. */
    total_remaining: money,
  },
} as const;

interface FutureQuery {
  type: OpenType;
  month?: string;
  page?: number;
  perPage?: number;
}

const withPastDue = (rows: OpenRecord[], today: string) => rows.map((row) => ({ ...row, past_due: row.last_payment_date < today }));

/** The month asked for and today, both on the shop's clock. */
async function clockOf(request: FastifyRequest, month: string | undefined) {
  const timeZone = await companyTimeZone(request);
  return { range: monthRange(month, timeZone), today: localDateIn(new Date(), timeZone) };
}

/**
 * Future receivables and payables (spec §2, §7 `GET /future-accountings (type, month, page)`): the credits (or
 * debts) still open whose last payment date falls in the month or before it, so nothing overdue drops out of
 * sight; the oldest due first. Credits and debts need `debts_credits_permission` beside the cash box's flag.
 */
export const futureAccountingsRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/future-accountings", access: "read", sampleRow: SUITE_OPEN_CREDIT, sampleQuery: (row) => ({ type: "credit", month: suiteMonth(row) }) },
    {
      method: "GET",
      url: "/future-accountings/pdf",
      access: "read",
      answers: "pdf",
      sampleRow: SUITE_OPEN_CREDIT,
      printedAs: (row) => String(row.title),
      sampleQuery: (row) => ({ type: "credit", month: suiteMonth(row) }),
    },
  ],
  async register(app: FastifyInstance) {
    const onlyWithCreditsFlag = requireFlag("debts_credits_permission");

    app.get(
      "/future-accountings",
      { preValidation: onlyWithCreditsFlag, schema: { tags, querystring: listQuery, response: { 200: envelopeSchema, 403: messageSchema, 422: validationErrorSchema } } },
      async (request) => {
        const { type, month, page = 1, perPage = 15 } = request.query as FutureQuery;
        const { range, today } = await clockOf(request, month);
        const found = await reportsOf(request).open(type, range.end, page, perPage);
        return { ...listEnvelope(withPastDue(found.rows, today), { page, perPage, total: found.count }), month: range.month, type, total_remaining: found.remaining };
      },
    );

    app.get(
      "/future-accountings/pdf",
      {
        preValidation: onlyWithCreditsFlag,
        schema: { tags, querystring: { type: "object", properties: filterProperties, additionalProperties: false }, response: { 403: messageSchema, 422: validationErrorSchema } },
      },
      async (request, reply) => {
        const { type, month } = request.query as FutureQuery;
        const { range, today } = await clockOf(request, month);
        const reports = reportsOf(request);
        const rows: OpenRecord[] = [];
        let remaining = "0.00";
        for (let page = 1; ; page++) {
          const found = await reports.open(type, range.end, page, PDF_PAGE);
          rows.push(...found.rows);
          remaining = found.remaining;
          if (found.rows.length < PDF_PAGE) break;
        }
        const company = await request.repos.company.get();
        const language = languageFrom(request.headers["accept-language"]);
        const pdf = await renderPdf(
          futureAccountingsDocument({ language, type, month: range.month, companyTitle: company?.title ?? company?.full_name ?? "", rows: withPastDue(rows, today), remaining, logo: await printedLogo(app, company) }),
        );
        return pdfReply(reply, pdf, `${type === "credit" ? "gelecek-alacaklar" : "gelecek-borclar"}-${range.month}.pdf`);
      },
    );
  },
};
