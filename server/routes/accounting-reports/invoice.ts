import type { FastifyInstance, FastifyRequest } from "fastify";
import { decimalStringFromKurus, kurusFromDecimalString, lineTotal } from "../../../src/domain/money";
import { accountings } from "../../../src/schemas/accountings.schema";
import { clients } from "../../../src/schemas/clients.schema";
import { suppliers } from "../../../src/schemas/suppliers.schema";
import type { Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema, rowSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { SUITE_OPEN_CREDIT } from "./suite-sample";

const money = { type: ["string", "null"] } as const;
const lineSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    service_id: { type: ["integer", "null"] },
    service_name: { type: ["string", "null"] },
    piece: { type: ["integer", "null"] },
    price: money,
    discount: money,
    tax: { type: ["integer", "null"] },
    line_total: { type: "string" },
  },
} as const;
// The answered fields are the schemas' own (a row's search columns and tenant stay out), as on their GET.
const partySchema = (schema: Parameters<typeof rowSchema>[0]) => ({ ...rowSchema(schema), type: ["object", "null"] });
const invoiceSchema = {
  type: "object",
  properties: {
    record: rowSchema(accountings, { lines: { type: "array", items: lineSchema } }),
    company: {
      type: "object",
      properties: Object.fromEntries(["title", "address", "phone", "tax_office", "tax_no", "logo_url"].map((field) => [field, { type: ["string", "null"] }])),
    },
    client: partySchema(clients),
    supplier: partySchema(suppliers),
  },
} as const;

/** A line as the invoice prints it: the service's name (a deleted service keeps it) and the line's total (spec §9). */
async function printedLine(request: FastifyRequest, line: Row): Promise<Row> {
  const services = request.repos.resource("services");
  const id = line.service_id as number | null;
  const service = id === null ? undefined : ((await services.get(id)) ?? (await services.get(id, { binned: true })));
  const total = lineTotal({
    piece: Number(line.piece ?? 0),
    price: kurusFromDecimalString(String(line.price ?? "0")),
    discount: kurusFromDecimalString(String(line.discount ?? "0")),
    tax: Number(line.tax ?? 0),
  });
  return { ...line, service_name: (service?.name as string | undefined) ?? null, line_total: decimalStringFromKurus(total) };
}

/** The party's card on the invoice, or null when the record has none (or it is gone). */
const partyOf = async (request: FastifyRequest, resource: "clients" | "suppliers", id: unknown): Promise<Row | null> =>
  typeof id === "number" ? ((await request.repos.resource(resource).get(id)) ?? null) : null;

/**
 * `GET /invoice/:id` (spec §7 "Accounting"): what the printable invoice page shows: the record with its service
 * lines (name and total each), the shop's card and the client's or supplier's.
 */
export const invoiceRoutes: CustomRoutes = {
  declared: [{ method: "GET", url: "/invoice/:id", access: "read", sampleRow: SUITE_OPEN_CREDIT }],
  async register(app: FastifyInstance) {
    app.get("/invoice/:id", { schema: { tags: [accountings.$id], params: idParamsSchema, response: { 200: invoiceSchema, 404: messageSchema } } }, async (request) => {
      const { id } = request.params as { id: number };
      const record = await request.repos.resource(accountings.$id).get(id);
      if (!record) throw notFound();
      const [lines, company, client, supplier] = await Promise.all([
        request.repos.resource("accounting_lines").linesOf("accounting_id", id),
        request.repos.company.get(),
        partyOf(request, "clients", record.client_id),
        partyOf(request, "suppliers", record.supplier_id),
      ]);
      return {
        record: { ...record, lines: await Promise.all(lines.map((line) => printedLine(request, line))) },
        company: {
          title: company?.title ?? company?.full_name ?? null,
          address: company?.address ?? null,
          phone: company?.phone ?? null,
          // The company row keeps no tax office or number yet: the invoice prints them empty.
          tax_office: null,
          tax_no: null,
          logo_url: company?.logo_url ?? null,
        },
        client,
        supplier,
      };
    });
  },
};
