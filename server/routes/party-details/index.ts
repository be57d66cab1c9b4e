/**
 * A client's and a supplier's detail page (issue 18): the row as its own route answers it with the cards worked out
 * from the records (never stored), the account statement with its running balance, its PDF behind a short-lived
 * download address, and a client's appointments. Declared routes of `clients` (client_permission) and `suppliers`
 * (any signed-in user), so the suites check their token, flag and tenant isolation. Every read goes through the data
 * layer (`repos.partyDetails`), the caller's company only: another company's party is a 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasFlag } from "../../../src/domain/permissions";
import { sessionOf } from "../../auth/guards";
import { subjectOf } from "../../auth/session";
import type { Row } from "../../data";
import { DOWNLOAD_TOKEN_PATTERN } from "../../data/downloads";
import type { PartyField } from "../../data/party-details";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { languageFrom } from "../../i18n";
import { companyToday } from "../accountings/day-guard";
import { pdfReply } from "../accounting-reports/pdf-reply";
import { printedLogo } from "../services-pdf/company-logo";
import { renderPdf } from "../services-pdf/render-pdf";
import { statementOf } from "./statement";
import { statementDocument } from "./statement-document";

const money = { type: "string" } as const;
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema } as const;
const anyRow = { type: "object", additionalProperties: true } as const;

const statementSchema = {
  type: "object",
  properties: {
    rows: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          date: { type: "string" },
          kind: { type: "string" },
          title: { type: ["string", "null"] },
          contract_no: { type: ["string", "null"] },
          debit: money,
          credit: money,
          balance: money,
        },
        required: ["id", "date", "kind", "title", "contract_no", "debit", "credit", "balance"],
      },
    },
    totals: { type: "object", properties: { debit: money, credit: money, balance: money }, required: ["debit", "credit", "balance"] },
  },
  required: ["rows", "totals"],
} as const;

const urlSchema = { type: "object", properties: { url: { type: "string" }, expires_at: { type: "string", format: "date-time" } }, required: ["url"] } as const;

const tokenParams = {
  type: "object",
  properties: { token: { type: "string", pattern: DOWNLOAD_TOKEN_PATTERN } },
  required: ["token"],
  additionalProperties: false,
} as const;

const appointmentsSchema = {
  type: "object",
  properties: {
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          calendar: { type: "string", enum: ["appointments", "coiffeurAppointments"] },
          start_date: { type: ["string", "null"] },
          start_time: { type: ["string", "null"] },
          end_date: { type: ["string", "null"] },
          end_time: { type: ["string", "null"] },
          status: { type: ["string", "null"] },
          employee_id: { type: ["integer", "null"] },
          description: { type: ["string", "null"] },
        },
      },
    },
  },
  required: ["data"],
} as const;

type Party = { resource: "clients" | "suppliers"; field: PartyField; printed: "client" | "supplier" };
const CLIENT: Party = { resource: "clients", field: "client_id", printed: "client" };
const SUPPLIER: Party = { resource: "suppliers", field: "supplier_id", printed: "supplier" };

/** The caller's own headers for the engine's route a detail answer repeats (its session and language). */
const passedHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(["authorization", "cookie", "accept-language"].flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name] as string]] : [])));

/** The party's live row of the caller's company, with its list figures (total_credits, total_debts, balance); else 404. */
async function ownParty(request: FastifyRequest, party: Party, id: number): Promise<Row> {
  const row = await request.repos.resource(party.resource).get(id);
  if (!row) throw notFound();
  return row;
}

/** The row exactly as `GET /<resource>/:id` answers it to this caller (its access, shape and `_can`). */
async function answeredRow(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, party: Party, id: number): Promise<Row | undefined> {
  const response = await app.inject({ method: "GET", url: `/api/${party.resource}/${id}`, headers: passedHeaders(request) });
  if (response.statusCode === 200) return response.json() as Row;
  reply.code(response.statusCode).send(response.json());
  return undefined;
}

/** The cards both detail pages share: what is left of the party's credits and debts, as the lists show them. */
const openCards = (row: Row) => ({ owed: String(row.total_credits ?? "0.00"), credits: String(row.total_debts ?? "0.00"), balance: String(row.balance ?? "0.00") });

const partyName = (row: Row) => String(row.full_name || row.company_name || row.title || "");

async function statementFor(request: FastifyRequest, party: Party, id: number) {
  const row = await ownParty(request, party, id);
  return { row, statement: statementOf(await request.repos.partyDetails.statementRecords(party.field, id)) };
}

/** The statement as an A4 PDF, kept for a few minutes under a random token; its address is answered. */
async function statementDownload(app: FastifyInstance, request: FastifyRequest, party: Party, id: number, route: string) {
  const { row, statement } = await statementFor(request, party, id);
  const repos = request.repos;
  const [company, today] = await Promise.all([repos.company.get(), companyToday(repos)]);
  const pdf = await renderPdf(
    statementDocument({
      language: languageFrom(request.headers["accept-language"]),
      party: party.printed,
      partyName: partyName(row),
      companyTitle: company?.title ?? company?.full_name ?? "",
      today,
      statement,
      logo: await printedLogo(app, company),
    }),
  );
  const stored = await repos.downloads.put({ file_name: `${filePrefix(party)}${id}-${today}.pdf`, content_type: "application/pdf", bytes: pdf });
  return { url: `/api/${route}/file/${stored.token}`, expires_at: stored.expires_at };
}

const filePrefix = (party: Party) => `${party.printed === "client" ? "musteri" : "tedarikci"}-ekstre-`;

/**
 * A statement PDF made by the route above, the caller's company's only, while it lasts; anything else is a 404 (a
 * client's statement is never fetched through the suppliers' address, which needs no flag).
 */
const statementFile = (party: Party) =>
  async function statementFile(request: FastifyRequest, reply: FastifyReply) {
    const file = await request.repos.downloads.take((request.params as { token: string }).token);
    if (!file || file.content_type !== "application/pdf" || !file.file_name.startsWith(filePrefix(party))) throw notFound();
    return pdfReply(reply, file.bytes, file.file_name);
  };

/** The file route's sample: a token of the right form that names no file (the suites check its access only). */
const sampleToken = () => ({ token: "A".repeat(43) });

/** A party's statement (`/<statement>/:id`), its PDF's download address (`/<report>/:id`) and the file behind it. */
function registerStatementRoutes(app: FastifyInstance, tags: string[], party: Party, statement: string, report: "getsinglereport" | "getsupplierreport") {
  app.get(`/${statement}/:id`, { schema: { tags, params: idParamsSchema, response: { 200: statementSchema, ...errors } } }, async (request) => {
    const { id } = request.params as { id: number };
    return (await statementFor(request, party, id)).statement;
  });
  app.get(`/${report}/:id`, { schema: { tags, params: idParamsSchema, response: { 200: urlSchema, ...errors } } }, async (request) => {
    const { id } = request.params as { id: number };
    return statementDownload(app, request, party, id, report);
  });
  app.get(`/${report}/file/:token`, { schema: { tags, params: tokenParams, response: errors } }, statementFile(party));
}

export const clientDetailsRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/client-details/:id", access: "read" },
    { method: "GET", url: "/client-details/:id/appointments", access: "read", answers: "no-row" },
    { method: "GET", url: "/client-statement/:id", access: "read", answers: "no-row" },
    { method: "GET", url: "/getsinglereport/:id", access: "read", answers: "no-row" },
    { method: "GET", url: "/getsinglereport/file/:token", access: "read", answers: "no-row", sampleParams: sampleToken },
  ],
  async register(app: FastifyInstance) {
    const tags = ["clients"];
    app.get(
      "/client-details/:id",
      { schema: { tags, params: idParamsSchema, response: { 200: { type: "object", properties: { client: anyRow, cards: anyRow }, required: ["client", "cards"] }, ...errors } } },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        const row = await ownParty(request, CLIENT, id);
        const client = await answeredRow(app, request, reply, CLIENT, id);
        if (!client) return reply;
        const [orders, moved] = await Promise.all([request.repos.partyDetails.clientOrderTotals(id), request.repos.partyDetails.moneyOf("client_id", id)]);
        return { client, cards: { ...orders, paid: moved.income, ...openCards(row) } };
      },
    );

    app.get("/client-details/:id/appointments", { schema: { tags, params: idParamsSchema, response: { 200: appointmentsSchema, ...errors } } }, async (request) => {
      const { id } = request.params as { id: number };
      await ownParty(request, CLIENT, id);
      return { data: await request.repos.partyDetails.clientAppointments(id) };
    });

    registerStatementRoutes(app, tags, CLIENT, "client-statement", "getsinglereport");
  },
};

export const supplierDetailsRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/supplier-details/:id", access: "read" },
    { method: "GET", url: "/supplier-statement/:id", access: "read", answers: "no-row" },
    { method: "GET", url: "/getsupplierreport/:id", access: "read", answers: "no-row" },
    { method: "GET", url: "/getsupplierreport/file/:token", access: "read", answers: "no-row", sampleParams: sampleToken },
  ],
  async register(app: FastifyInstance) {
    const tags = ["suppliers"];
    app.get(
      "/supplier-details/:id",
      { schema: { tags, params: idParamsSchema, response: { 200: { type: "object", properties: { supplier: anyRow, cards: anyRow }, required: ["supplier"] }, ...errors } } },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        const row = await ownParty(request, SUPPLIER, id);
        const supplier = await answeredRow(app, request, reply, SUPPLIER, id);
        if (!supplier) return reply;
        // Spec §2: the suppliers' money cards are the home cards' kind, for homepage_permission only.
        if (!hasFlag(subjectOf(sessionOf(request)), "homepage_permission")) return { supplier };
        const moved = await request.repos.partyDetails.moneyOf("supplier_id", id);
        return { supplier, cards: { total_purchases: moved.purchases, paid: moved.expense, ...openCards(row) } };
      },
    );

    registerStatementRoutes(app, tags, SUPPLIER, "supplier-statement", "getsupplierreport");
  },
};
