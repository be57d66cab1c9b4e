import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SurplusRepository } from "../../data/surplus";
import { companyChoiceProperty, dealerScope } from "../../engine/company-choice";
import type { CustomRoutes } from "../../engine/custom-routes";
import { listEnvelope, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { MAX_SCAN_LINES, distinctBarcodes } from "./scan-lines";
import { scanAnswerSchema } from "./schemas";

const tags = ["services"];

const scanBody = {
  type: "object",
  properties: {
    ...companyChoiceProperty,
    barcodes: { type: "array", maxItems: MAX_SCAN_LINES, items: { type: "string", maxLength: 60 } },
  },
  required: ["barcodes"],
  additionalProperties: false,
} as const;

const scanQuery = {
  type: "object",
  properties: {
    page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 10 },
    missingPage: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
  },
  additionalProperties: false,
} as const;

interface ScanBody {
  barcodes: string[];
}

/** The products a scan is held against: the caller's shop, or the dealer an operator chose. */
const surplusOf = (app: FastifyInstance, request: FastifyRequest): SurplusRepository =>
  app.repositories(dealerScope(request, "server.surplus.chooseDealer")).surplus;

/**
 * Spec §2 "Barcode surplus scan": `POST /surplusproducts?page=n` holds the scanned barcodes against the shop's
 * live products (matched, unmatched: the surplus) and, beyond the spec, lists the products nobody scanned (a stock
 * count); `POST /deleteallsurpluses` drops the unmatched barcodes from the scan. The server stores no scan: the
 * scan is the barcodes the page sends (the page keeps them per shop across reloads).
 */
export const surplusRoutes: CustomRoutes = {
  declared: [
    // Writes in name only: the scan changes no row, but it takes a body (the suites send it), so it is a POST.
    { method: "POST", url: "/surplusproducts", access: "write", sampleBody: (row) => ({ barcodes: [row.barcode] }) },
    { method: "POST", url: "/deleteallsurpluses", access: "write", sampleBody: (row) => ({ barcodes: [row.barcode, "YOK-1"] }) },
  ],
  async register(app: FastifyInstance) {
    app.post(
      "/surplusproducts",
      { schema: { tags, body: scanBody, querystring: scanQuery, response: { 200: scanAnswerSchema, 422: validationErrorSchema } } },
      async (request) => {
        const body = request.body as ScanBody;
        const { page, perPage, missingPage } = request.query as { page: number; perPage: number; missingPage: number };
        const surplus = surplusOf(app, request);
        const barcodes = distinctBarcodes(body.barcodes);
        const [lines, missing] = await Promise.all([surplus.match(barcodes), surplus.missing(barcodes, missingPage, perPage)]);
        const matched = lines.filter((line) => line.matched).length;
        const shown = lines.slice((page - 1) * perPage, page * perPage);
        return {
          ...listEnvelope(shown, { page, perPage, total: lines.length }),
          counts: { scanned: lines.length, matched, unmatched: lines.length - matched, missing: missing.total },
          missing: listEnvelope(missing.rows, { page: missingPage, perPage, total: missing.total }),
        };
      },
    );

    app.post(
      "/deleteallsurpluses",
      {
        schema: {
          tags,
          body: scanBody,
          response: { 200: { type: "object", properties: { message: { type: "string" }, barcodes: scanBody.properties.barcodes }, 422: validationErrorSchema } },
        },
      },
      async (request) => {
        const body = request.body as ScanBody;
        const lines = await surplusOf(app, request).match(distinctBarcodes(body.barcodes));
        const lang = languageFrom(request.headers["accept-language"]);
        return { message: translate(lang, "server.surplus.deleted"), barcodes: lines.filter((line) => line.matched).map((line) => line.barcode) };
      },
    );
  },
};
