import type { FastifyInstance, FastifyRequest } from "fastify";
import { services } from "../../../src/schemas/services.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { CompanyRow } from "../../data/own-company";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { detailUrl, labelCompany, labelCompanySchema, labelProduct, labelProductSchema } from "./label-answer";

const schema: ResourceSchema = services;
/** A sheet of labels: what one print window holds. */
export const MAX_LABELS = 100;

const oneLabelResponse = {
  type: "object",
  properties: { product: labelProductSchema, company: labelCompanySchema, detail_url: { type: "string" } },
} as const;
const labelsResponse = {
  type: "object",
  properties: {
    company: labelCompanySchema,
    data: { type: "array", items: { type: "object", properties: { product: labelProductSchema, detail_url: { type: "string" } } } },
  },
} as const;
const idsQuerySchema = {
  type: "object",
  required: ["ids"],
  properties: { ids: { type: "string", pattern: `^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,${MAX_LABELS - 1}}$` } },
  additionalProperties: false,
} as const;

async function ownCompany(request: FastifyRequest): Promise<CompanyRow> {
  const company = await request.repos.company.get();
  if (!company) throw notFound();
  return company;
}

/**
 * Spec §6 "barcode-generator/{id}": what a product's printed label needs (its barcode and prices, the shop's
 * print flags and logo, the detail page its QR opens), for one product or a sheet of them (`?ids=1,2,3`).
 * Only the caller's own live products: another shop's id is a 404, or left off the sheet.
 */
export const labelRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/barcode-generator/:id", access: "read" },
    { method: "GET", url: "/barcode-generator", access: "read", sampleQuery: (row) => ({ ids: row.id as number }) },
  ],
  async register(app: FastifyInstance) {
    const tags = [schema.$id];

    app.get(
      "/barcode-generator/:id",
      { schema: { tags, params: idParamsSchema, response: { 200: oneLabelResponse, 401: messageSchema, 403: messageSchema, 404: messageSchema } } },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await request.repos.resource(schema.$id).get(id);
        if (!row) throw notFound();
        return { product: labelProduct(row), company: labelCompany(await ownCompany(request)), detail_url: detailUrl(request, id) };
      },
    );

    app.get(
      "/barcode-generator",
      { schema: { tags, querystring: idsQuerySchema, response: { 200: labelsResponse, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema } } },
      async (request) => {
        const ids = [...new Set((request.query as { ids: string }).ids.split(",").map(Number))];
        const { rows } = await request.repos.resource(schema.$id).list({ page: 1, perPage: MAX_LABELS, filters: { id: ids }, sort: "created_at", order: "asc" });
        // The sheet keeps the order the labels were asked in.
        const byId = new Map(rows.map((row) => [row.id as number, row]));
        const found = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
        return {
          company: labelCompany(await ownCompany(request)),
          data: found.map((row) => ({ product: labelProduct(row), detail_url: detailUrl(request, row.id as number) })),
        };
      },
    );
  },
};
