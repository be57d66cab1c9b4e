/**
 * A client's products under the spec's addresses (§7 `/clients/products`, `/clients/products/{id}`,
 * `/clients/products/pdf/{id}`): the aliases forward to the engine's own `client_products` routes, so their bodies,
 * checks and answers are the generic ones; the PDF prints the client's products on A4. Declared routes of
 * `client_products` (client_permission).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { languageFrom } from "../../i18n";
import { companyToday } from "../accountings/day-guard";
import { pdfReply } from "../accounting-reports/pdf-reply";
import { printedLogo } from "../services-pdf/company-logo";
import { renderPdf } from "../services-pdf/render-pdf";
import { clientProductsDocument } from "./client-products-document";

const tags = ["client_products"];
/** Enough for every product of one client on one printout. */
const PRINT_LIMIT = 500;
const passThrough = { type: "object", additionalProperties: true } as const;

const passedHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(["authorization", "cookie", "accept-language"].flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name] as string]] : [])));

/** The engine's answer to the same request on its own address, status and body as they are. */
async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, method: "GET" | "POST" | "PUT", url: string) {
  const payload = method === "GET" ? undefined : (request.body as object);
  const response = await app.inject({ method, url: `/api${url}`, headers: passedHeaders(request), ...(payload === undefined ? {} : { payload }) });
  return reply.code(response.statusCode).header("content-type", "application/json; charset=utf-8").send(response.body);
}

const queryString = (request: FastifyRequest) => {
  const search = request.url.indexOf("?");
  return search === -1 ? "" : request.url.slice(search);
};

export const clientProductRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/clients/products", access: "read", sampleQuery: (row) => ({ client_id: row.client_id as number }) },
    { method: "POST", url: "/clients/products", access: "write", answers: "no-row" },
    { method: "GET", url: "/clients/products/:id", access: "read" },
    { method: "PUT", url: "/clients/products/:id", access: "write", sampleBody: (row) => ({ client_id: row.client_id, title: "Değişti", piece: 1, price: "1.00", type: "sale" }) },
    {
      method: "GET",
      url: "/clients/products/pdf/:id",
      access: "read",
      answers: "pdf",
      sampleParams: (row) => ({ id: row.client_id as number }),
      printedAs: (row) => String(row.title),
    },
  ],
  async register(app: FastifyInstance) {
    // `?client_id=` is the engine's own list filter; every other list parameter passes as well.
    app.get("/clients/products", { schema: { tags, querystring: passThrough } }, (request, reply) => forward(app, request, reply, "GET", `/client_products${queryString(request)}`));
    app.post("/clients/products", { schema: { tags, body: passThrough } }, (request, reply) => forward(app, request, reply, "POST", "/client_products"));
    app.get("/clients/products/:id", { schema: { tags, params: idParamsSchema } }, (request, reply) => forward(app, request, reply, "GET", `/client_products/${(request.params as { id: number }).id}`));
    app.put("/clients/products/:id", { schema: { tags, params: idParamsSchema, body: passThrough } }, (request, reply) =>
      forward(app, request, reply, "PUT", `/client_products/${(request.params as { id: number }).id}`),
    );

    app.get("/clients/products/pdf/:id", { schema: { tags, params: idParamsSchema, response: { 401: messageSchema, 403: messageSchema, 404: messageSchema } } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      const repos = request.repos;
      const client = await repos.resource("clients").get(id);
      if (!client) throw notFound();
      const [found, company, today] = await Promise.all([
        repos.resource("client_products").list({ page: 1, perPage: PRINT_LIMIT, filters: { client_id: id }, sort: "created_at", order: "asc" }),
        repos.company.get(),
        companyToday(repos),
      ]);
      const pdf = await renderPdf(
        clientProductsDocument({
          language: languageFrom(request.headers["accept-language"]),
          clientName: String(client.full_name || client.company_name || ""),
          companyTitle: company?.title ?? company?.full_name ?? "",
          today,
          products: found.rows,
          logo: await printedLogo(app, company),
        }),
      );
      return pdfReply(reply, pdf, `musteri-urunleri-${id}.pdf`);
    });
  },
};
