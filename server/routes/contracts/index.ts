import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONTRACT_PLACEHOLDERS } from "../../../src/domain/contracts/placeholders";
import { contractTemplateFor } from "../../../src/domain/contracts/default-templates";
import { CONTRACT_KINDS, contracts as contractsSchema } from "../../../src/schemas/contracts.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { isPublicToken } from "../../contracts";
import type { Repositories, Row } from "../../data";
import { publicContractByToken } from "../../data/public-contracts";
import { sessionOf } from "../../engine/access";
import type { ResourceExtension } from "../../engine/crud-routes";
import type { CustomRoutes } from "../../engine/custom-routes";
import { assertRowAllows, shapeRows } from "../../engine/row-answers";
import { sanitizeUserHtml } from "../../engine/sanitize";
import { messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";

type Kind = (typeof CONTRACT_KINDS)[number];

const CONTRACTS = "contracts";
const TEMPLATES = "contract_templates";
const contractSchema = contractsSchema as unknown as ResourceSchema;

/** The spec's names of the templates (`profile/sales-contract` …) are the kinds themselves. */
const TEMPLATE_KINDS: readonly Kind[] = CONTRACT_KINDS;

const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;

/** A contract's or a template's HTML as the editors send it (`{ content }`, the spec's body). */
const contentBody = (maxLength: number) =>
  ({ type: "object", additionalProperties: false, required: ["content"], properties: { content: { type: "string", maxLength } } }) as const;

const savedMessage = (request: FastifyRequest) => ({ message: translate(languageFrom(request.headers["accept-language"]), "server.contracts.saved") });

// ---------------------------------------------------------------------------------------------------------------
// Templates: the spec's addresses of the five editors (Tanımlamalar).

/** A template as an editor reads it: the shop's own, or the default while it has none, and the placeholders. */
async function readTemplate(repos: Repositories, kind: Kind) {
  const saved = (await repos.resource(TEMPLATES).single()) as Partial<Record<Kind, string | null>> | undefined;
  return { kind, content: contractTemplateFor(kind, saved), custom: !!saved?.[kind], placeholders: [...CONTRACT_PLACEHOLDERS] };
}

/** Saves one template (sanitised), creating the company's row the first time; audited in the same unit of work. */
async function saveTemplate(repos: Repositories, kind: Kind, content: string): Promise<Row> {
  const templates = repos.resource(TEMPLATES);
  const current = await templates.single({ forUpdate: true });
  const values = { [kind]: sanitizeUserHtml(content) };
  const after = current ? ((await templates.update(current.id as number, values)) as Row) : await templates.create(values);
  await repos.audit.recordChange({ action: current ? "update" : "create", resource: TEMPLATES, recordId: after.id as number, before: current, after });
  return after;
}

const templateAnswer = {
  type: "object",
  properties: { kind: { type: "string" }, content: { type: "string" }, custom: { type: "boolean" }, placeholders: { type: "array", items: { type: "string" } } },
} as const;

/**
 * `GET /profile/{sales,lease,order,tailor,dry}-contract` reads a template (the shop's or the default, with the
 * placeholders); `POST` to it or to `/profile/update-{…}-contract` with `{ content }` saves it (sanitised) and answers
 * 'Sözleşme Başarıyla Kaydedildi!' in the caller's language.
 */
export const contractTemplateRoutes: CustomRoutes = {
  declared: TEMPLATE_KINDS.flatMap((kind) => [
    { method: "GET" as const, url: `/profile/${kind}-contract`, access: "read" as const, answers: "no-row" as const },
    ...[`/profile/${kind}-contract`, `/profile/update-${kind}-contract`].map((url) => ({
      method: "POST" as const,
      url,
      access: "write" as const,
      answers: "no-row" as const,
      sampleBody: () => ({ content: "<p>{musteri}</p>" }),
    })),
  ]),
  async register(app: FastifyInstance) {
    const tags = [TEMPLATES];
    for (const kind of TEMPLATE_KINDS) {
      app.get(`/profile/${kind}-contract`, { schema: { tags, response: { 200: templateAnswer } } }, async (request) => readTemplate(request.repos, kind));
      // The legacy editor saved through both addresses.
      for (const url of [`/profile/${kind}-contract`, `/profile/update-${kind}-contract`]) {
        app.post(url, { schema: { tags, body: contentBody(100000), response: { 200: messageSchema } } }, async (request) => {
          const { content } = request.body as { content: string };
          await request.unitOfWork((repos) => saveTemplate(repos, kind, content));
          return savedMessage(request);
        });
      }
    }
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Contracts: the spec's addresses of one contract (read, save its HTML, delete an order contract).

async function readContract(request: FastifyRequest, id: number): Promise<Row> {
  const row = await request.repos.resource(CONTRACTS).get(id);
  if (!row) throw notFound();
  const [shaped] = shapeRows(contractSchema, sessionOf(request), [row]);
  return shaped;
}

export const contractRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/get-contract/:id", access: "read" },
    { method: "GET", url: "/profile/order-contract/:id", access: "read" },
    { method: "POST", url: "/profile/order-contract/:id", access: "write", sampleBody: () => ({ content: "<p>Değişti</p>" }) },
    { method: "POST", url: "/profile/delete-order-contract/:id", access: "write", sampleRow: { kind: "order" } },
  ],
  async register(app: FastifyInstance) {
    const tags = [CONTRACTS];
    const byId = { tags, params: idParams };
    app.get<{ Params: { id: number } }>("/get-contract/:id", { schema: byId }, (request) => readContract(request, request.params.id));
    app.get<{ Params: { id: number } }>("/profile/order-contract/:id", { schema: byId }, (request) => readContract(request, request.params.id));

    // Saves one contract's HTML (sanitised), where `contractEditable` allows (made from 2024-12-03 on).
    app.post<{ Params: { id: number }; Body: { content: string } }>(
      "/profile/order-contract/:id",
      { schema: { ...byId, body: contentBody(200000), response: { 200: messageSchema } } },
      async (request) => {
        const session = sessionOf(request);
        await request.unitOfWork(async (repos) => {
          const contracts = repos.resource(CONTRACTS);
          const before = await contracts.get(request.params.id, { forUpdate: true });
          if (!before) throw notFound();
          assertRowAllows(contractSchema, session, before, "update");
          const after = (await contracts.update(before.id as number, { html: sanitizeUserHtml(request.body.content) })) as Row;
          await repos.audit.recordChange({ action: "update", resource: CONTRACTS, recordId: before.id as number, before, after });
        });
        return savedMessage(request);
      },
    );

    // Deletes an order contract linked to its order (`contractDeletable`, spec §6); the others stay.
    app.post<{ Params: { id: number } }>("/profile/delete-order-contract/:id", { schema: { ...byId, response: { 200: messageSchema } } }, async (request) => {
      const session = sessionOf(request);
      await request.unitOfWork(async (repos) => {
        const contracts = repos.resource(CONTRACTS);
        const before = await contracts.get(request.params.id, { forUpdate: true });
        if (!before) throw notFound();
        assertRowAllows(contractSchema, session, before, "delete");
        await contracts.remove(before.id as number);
        await repos.audit.recordChange({ action: "delete", resource: CONTRACTS, recordId: before.id as number, before });
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.contracts.deleted") };
    });
  },
};

export const contractsExtension: ResourceExtension = { routes: contractRoutes };

// ---------------------------------------------------------------------------------------------------------------
// The public print page's read.

const publicAnswer = {
  type: "object",
  properties: {
    title: { type: "string" },
    html: { type: "string" },
    company: { type: "object", properties: { title: { type: "string" }, logo_url: { type: ["string", "null"] }, print_logo: { type: "boolean" } } },
  },
} as const;

/** How often one address may ask for contracts without signing in: a token cannot be guessed, nor tried in bulk. */
export const PUBLIC_CONTRACT_RATE = { max: 60, timeWindow: "1 minute" } as const;

/**
 * `GET /api/public/contracts/:token` (`/sozlesme/<token>` prints it): the contract's title and HTML and the shop's
 * title and logo, without signing in. Only the token opens it: an id, a malformed or an unknown token is a 404.
 */
export default async function publicContractRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>(
    "/public/contracts/:token",
    {
      config: { public: true, rateLimit: PUBLIC_CONTRACT_RATE },
      schema: {
        tags: [CONTRACTS],
        summary: "A contract to print, by its public token (no sign-in)",
        security: [],
        params: { type: "object", properties: { token: { type: "string", maxLength: 64 } }, required: ["token"] },
        response: { 200: publicAnswer },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!isPublicToken(token)) throw notFound();
      // A public route has no session and so no request.repos: this one read crosses companies, by the token only.
      const found = await publicContractByToken(app.db, app.resources, token);
      if (!found) throw notFound();
      reply.header("Cache-Control", "private, no-store");
      reply.header("X-Robots-Tag", "noindex");
      return found;
    },
  );
}
