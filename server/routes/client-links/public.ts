import type { FastifyInstance } from "fastify";
import { hashToken } from "../../auth/tokens";
import { brideLinkByTokenHash, bridePage } from "../../data/bride-links";
import { notFound } from "../../errors";
import { publicBase } from "./send";

/** How often one address may open brides' pages without signing in: a token cannot be guessed, nor tried in bulk. */
export const BRIDE_PAGE_RATE = { max: 60, timeWindow: "1 minute" } as const;

/** 32 random bytes in base64url, as `send-link` makes them: anything else is not looked up at all. */
export const isBrideToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;
const productDate = { type: "object", additionalProperties: false, properties: { product: text, date: text } } as const;

/** The page's answer, closed: Fastify's serializer drops whatever a later change might add by mistake. */
const brideAnswer = {
  type: "object",
  additionalProperties: false,
  properties: {
    shop: { type: "object", additionalProperties: false, properties: { title: text, logo_url: nullableText, phone: text } },
    bride: { type: "object", additionalProperties: false, properties: { full_name: text } },
    language: text,
    contracts: {
      type: "array",
      items: { type: "object", additionalProperties: false, properties: { title: text, date: text, total: nullableText, print_url: text } },
    },
    dates: {
      type: "object",
      additionalProperties: false,
      properties: {
        fittings: { type: "array", items: { type: "object", additionalProperties: false, properties: { date: text, start_time: text, end_time: text } } },
        pick_up: { type: "array", items: productDate },
        return: { type: "array", items: productDate },
        wedding_date: nullableText,
        photo_date: nullableText,
      },
    },
    balance: { type: "object", additionalProperties: false, properties: { total: text, paid: text, owed: text } },
  },
} as const;

/**
 * `GET /api/public/bride/:token` (`/gelin/<token>`): the bride's contracts, dates and balance, read-only, without
 * signing in. A malformed, unknown, revoked or expired token, or an erased client, all answer the same 404.
 */
export default async function publicBrideRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>(
    "/public/bride/:token",
    {
      config: { public: true, rateLimit: BRIDE_PAGE_RATE },
      schema: {
        tags: ["client_links"],
        summary: "The bride's page: her contracts, dates and balance, by her link's token (no sign-in)",
        security: [],
        params: { type: "object", properties: { token: { type: "string", maxLength: 64 } }, required: ["token"] },
        response: { 200: brideAnswer },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!isBrideToken(token)) throw notFound();
      // A public route has no session: the link is found by its token's hash, then her shop's own scope reads the rest.
      const link = await brideLinkByTokenHash(app.db, app.resources, hashToken(token));
      if (!link) throw notFound();
      const repos = app.repositories({ companyId: link.companyId });
      const base = publicBase(app, `${request.protocol}://${request.host}`);
      const page = await bridePage(app.db, app.resources, repos, link, (path) => `${base}${path}`);
      if (!page) throw notFound();
      reply.header("Cache-Control", "private, no-store");
      reply.header("X-Robots-Tag", "noindex");
      return page;
    },
  );
}
