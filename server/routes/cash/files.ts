import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TenantScope } from "../../data";
import { DOWNLOAD_TOKEN_PATTERN } from "../../data/downloads";
import { companyChoiceProperty, dealerScope } from "../../engine/company-choice";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { renderPdf } from "../services-pdf/render-pdf";
import { allRecords, cashBoxOf, requestedRange } from "./cash-box";
import { cashDocument } from "./cash-document";
import { cashFileContent, cashFileName, type CashFileContent } from "./cash-file";
import { cashWorkbook } from "./cash-workbook";
import { rangeProperties, type RangeQuery } from "./range";
import { tags } from "./safe";
import { cashScope, clockScope, scopeProperties } from "./scope";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The cash box of a scope and range as a file shows it, in the caller's language. */
async function fileContent(app: FastifyInstance, request: FastifyRequest, scope: TenantScope, query: RangeQuery): Promise<{ content: CashFileContent; name: (extension: "xlsx" | "pdf") => string }> {
  const repos = app.repositories(scope);
  const range = await requestedRange(app, repos, query);
  const language = languageFrom(request.headers["accept-language"]);
  const [box, records, company] = await Promise.all([cashBoxOf(repos, range), allRecords(repos, range), app.repositories({ ...clockScope(scope) }).company.get()]);
  const content = cashFileContent(language, company?.title ?? company?.full_name ?? translate(language, "server.accounting.cashFile.title"), box, records);
  return { content, name: (extension) => cashFileName(box, extension) };
}

const excelBody = { type: "object", properties: { ...rangeProperties, ...companyChoiceProperty }, additionalProperties: false } as const;

const downloadParams = {
  type: "object",
  properties: { token: { type: "string", pattern: DOWNLOAD_TOKEN_PATTERN } },
  required: ["token"],
  additionalProperties: false,
} as const;

/**
 * The cash box's files (spec §7 `printsafeexcel`, issue 12 §6): `POST /printsafeexcel` makes the Excel and
 * answers the address it can be fetched from (`GET /downloads/:token`, the caller's company only, for ten
 * minutes); `GET /safe/pdf` answers the PDF itself, made on the request.
 */
export async function registerCashFiles(app: FastifyInstance) {
  app.post(
    "/printsafeexcel",
    {
      schema: {
        tags,
        body: excelBody,
        response: { 200: { type: "object", properties: { url: { type: "string" }, expires_at: { type: "string", format: "date-time" } } }, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { content, name } = await fileContent(app, request, dealerScope(request, "server.accounting.chooseDealer"), request.body as RangeQuery);
      const stored = await request.repos.downloads.put({ file_name: name("xlsx"), content_type: XLSX, bytes: await cashWorkbook(content) });
      return { url: `/api/downloads/${stored.token}`, expires_at: stored.expires_at };
    },
  );

  app.get("/downloads/:token", { schema: { tags, params: downloadParams, response: { 404: messageSchema } } }, async (request, reply) => {
    const file = await request.repos.downloads.take((request.params as { token: string }).token);
    if (!file) throw notFound();
    return reply
      .header("content-type", file.content_type)
      .header("content-disposition", `attachment; filename="${file.file_name}"`)
      .header("cache-control", "no-store")
      .send(file.bytes);
  });

  app.get(
    "/safe/pdf",
    { schema: { tags, querystring: { type: "object", properties: { ...rangeProperties, ...scopeProperties }, additionalProperties: false }, response: { 422: validationErrorSchema } } },
    async (request, reply) => {
      const { content, name } = await fileContent(app, request, cashScope(request), request.query as RangeQuery);
      const pdf = await renderPdf(cashDocument(content));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name("pdf")}"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
}
