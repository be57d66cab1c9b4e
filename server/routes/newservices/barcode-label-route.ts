import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { labelCompany, labelCompanySchema, labelProduct, labelProductSchema } from "../services-labels/label-answer";

const sheetResponse = {
  type: "object",
  properties: {
    company: labelCompanySchema,
    data: { type: "array", items: { type: "object", properties: { product: labelProductSchema, detail_url: { type: "string" } } } },
  },
} as const;

/**
 * An upcoming product's barcode label (spec §2 "Barcode print window is 800x900"), as a sheet of one in the shape
 * the catalog's print preview reads (`GET /barcode-generator?ids=`). It has no detail page yet, so its label
 * carries no QR; its rent price is never printed (it has no `barcode_rent_price` to allow it).
 */
export const barcodeLabelRoute: CustomRoutes = {
  declared: [{ method: "GET", url: "/newservices/:id/barcode-label", access: "read" }],
  async register(app) {
    app.get(
      "/newservices/:id/barcode-label",
      { schema: { tags: ["newservices"], params: idParamsSchema, response: { 200: sheetResponse, 401: messageSchema, 403: messageSchema, 404: messageSchema } } },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await request.repos.resource("newservices").get(id);
        if (!row) throw notFound();
        const company = await request.repos.company.get();
        if (!company) throw notFound();
        return { company: { ...labelCompany(company), qrcode_in_barcode: false }, data: [{ product: labelProduct(row), detail_url: "" }] };
      },
    );
  },
};
