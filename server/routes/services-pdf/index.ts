import type { FastifyInstance } from "fastify";
import { services } from "../../../src/schemas/services.schema";
import type { ResourceRepository, Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { printedLogo } from "./company-logo";
import { productListDocument } from "./product-list-document";
import { renderPdf } from "./render-pdf";

const PAGE = 500;

/** Every live product of the filter, in the shop's name order (a shop holds thousands at most). */
async function allProducts(repository: ResourceRepository, filters: Row): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const found = await repository.list({ page, perPage: PAGE, filters, sort: "name", order: "asc" });
    rows.push(...found.rows);
    if (found.rows.length < PAGE) return rows;
  }
}

/** A file name that every browser keeps: ASCII letters of the category's name, Turkish ones spelled plainly. */
const fileNameOf = (categoryName: string | undefined): string => {
  const plain = (categoryName ?? "")
    .replace(/[ıİ]/g, (letter) => (letter === "ı" ? "i" : "I"))
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return `urun-listesi${plain ? `-${plain}` : ""}.pdf`;
};

const querySchema = {
  type: "object",
  properties: { category: { type: "integer", minimum: 1, description: "A product category's id; absent: every category" } },
  additionalProperties: false,
} as const;

/**
 * `GET /exportServices?category=<id>` (spec §7 "Products"): the category's products as a PDF made on the server.
 * The spec's API answers a PDF URL; this one answers the file itself (application/pdf, as an attachment), which
 * the page downloads with its token: no file is kept behind, and no address outlives the shop's session.
 */
export const servicesPdfRoutes: CustomRoutes = {
  // The suites' sample row is a product (their booleans are true: a service would not be listed).
  declared: [{ method: "GET", url: "/exportServices", access: "read", answers: "pdf", sampleRow: { is_service: false } }],
  async register(app: FastifyInstance) {
    app.get(
      "/exportServices",
      { schema: { tags: [services.$id], querystring: querySchema, response: { 404: messageSchema } } },
      async (request, reply) => {
        const { category } = request.query as { category?: number };
        const language = languageFrom(request.headers["accept-language"]);
        const categoryRow = category === undefined ? undefined : await request.repos.resource("categories").get(category);
        if (category !== undefined && categoryRow?.type !== "product-categories") throw notFound();
        const filters: Row = { is_service: false, ...(category === undefined ? {} : { category_id: category }) };
        const [products, company] = await Promise.all([allProducts(request.repos.resource(services.$id), filters), request.repos.company.get()]);
        const pdf = await renderPdf(
          productListDocument({
            language,
            companyTitle: company?.title ?? translate(language, "server.servicesPdf.title"),
            categoryName: categoryRow?.name as string | undefined,
            products,
            logo: await printedLogo(app, company),
          }),
        );
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${fileNameOf(categoryRow?.name as string | undefined)}"`)
          .header("cache-control", "no-store")
          .send(pdf);
      },
    );
  },
};
