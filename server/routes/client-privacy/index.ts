/**
 * Issue 18's personal-data rights (KVKK, and the GDPR for the German shops): the consent log's server side, the
 * export of everything the shop holds on a client (JSON and a readable PDF) and her erasure on request. Declared
 * routes of the clients resource, so the suites over every resource check their access and tenant isolation.
 */
import type { FastifyInstance } from "fastify";
import { clients } from "../../../src/schemas/clients.schema";
import type { ResourceExtension } from "../../engine/crud-routes";
import { composeRoutes, type CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { pdfReply } from "../accounting-reports/pdf-reply";
import { renderPdf } from "../services-pdf/render-pdf";
import { consentCodeRoutes } from "./consent-code";
import { logFormConsent, refuseErasedEdit } from "./consents";
import { registerEraseRoute } from "./erase";
import { clientExport } from "./export-data";
import { clientExportDocument } from "./export-document";

export { clientConsentsExtension } from "./consents";

const tags = [clients.$id];

const exportQuery = {
  type: "object",
  properties: { format: { type: "string", enum: ["json", "pdf"], default: "json" } },
  additionalProperties: false,
} as const;

export const clientPrivacyRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/clients/:id/export", access: "read" },
    { method: "POST", url: "/clients/:id/erase", access: "write", sampleBody: (row) => ({ confirm: row.full_name }) },
  ],
  async register(app: FastifyInstance) {
    // `GET /clients/:id/export?format=json|pdf`: a download of everything the shop holds on her (client_permission).
    app.get("/clients/:id/export", { schema: { tags, params: idParamsSchema, querystring: exportQuery } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      const { format } = request.query as { format: "json" | "pdf" };
      const data = await clientExport(request.repos, id);
      const fileName = `musteri-${id}-kvkk`;
      if (format === "json") {
        return reply
          .header("content-type", "application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}.json"`)
          .header("cache-control", "no-store")
          .send(JSON.stringify(data, null, 2));
      }
      const language = languageFrom(request.headers["accept-language"]);
      const company = await request.repos.company.get();
      const definition = clientExportDocument(data, language, company?.title ?? translate(language, "server.privacy.pdf.title"));
      return pdfReply(reply, await renderPdf(definition), `${fileName}.pdf`);
    });
    registerEraseRoute(app, tags);
  },
};

/**
 * The clients' extension with the privacy rules: an erased client's PUT is refused, the form's İYS switch is logged
 * as a consent, and the export, erase and consent-by-SMS-code routes join whatever routes the clients already declare.
 */
export const withPrivacy = (extension: ResourceExtension): ResourceExtension => ({
  ...extension,
  async beforeWrite(context) {
    await refuseErasedEdit(context);
    await extension.beforeWrite?.(context);
  },
  async afterWrite(context) {
    await extension.afterWrite?.(context);
    await logFormConsent(context);
  },
  routes: composeRoutes(...[extension.routes].filter((part) => part !== undefined), clientPrivacyRoutes, consentCodeRoutes),
});
