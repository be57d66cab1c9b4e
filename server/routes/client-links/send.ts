import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hasFlag } from "../../../src/domain/permissions";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { clientLinks, LINK_CHANNELS, LINK_DAYS, LINK_LANGUAGES } from "../../../src/schemas/client_links.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { hashToken } from "../../auth/tokens";
import { subjectOf } from "../../auth/session";
import type { Row } from "../../data";
import { sessionOf } from "../../engine/access";
import type { CustomRoutes } from "../../engine/custom-routes";
import { shapeRows } from "../../engine/row-answers";
import { forbidden, invalid, notFound } from "../../errors";
import { translate, type Language } from "../../i18n";
import { smsAccountOf } from "../../sms/account";
import { notReady, queueSms, refusingAsAppError } from "../../sms/queue";

const LINKS = "client_links";
const linkSchema = clientLinks as unknown as ResourceSchema;
const DAY_MS = 86_400_000;

export interface SendLinkBody {
  channel: (typeof LINK_CHANNELS)[number];
  language: (typeof LINK_LANGUAGES)[number];
  days?: number;
}

const sendLinkBody = {
  type: "object",
  additionalProperties: false,
  required: ["channel", "language"],
  properties: {
    channel: { type: "string", enum: LINK_CHANNELS },
    language: { type: "string", enum: LINK_LANGUAGES },
    days: { type: "integer", minimum: LINK_DAYS.min, maximum: LINK_DAYS.max, default: LINK_DAYS.default },
  },
} as const;

/** The bride's address: under PUBLIC_URL when configured, else the address the staff reached the server by. */
export const publicBase = (app: FastifyInstance, fallback: string): string => app.config.publicUrl?.replace(/\/+$/, "") ?? fallback;

/** The message she receives, in the link's language: the shop's name and her address (a service message). */
export const linkMessage = (language: Language, shop: string, url: string): string => translate(language, "server.clientLinks.message", { shop, url });

/**
 * `POST /clients/:id/send-link` `{ channel, language, days }`: a new unguessable link for the client (only its hash
 * stored), sent by SMS through the shop's account, or answered as a WhatsApp click-to-chat address for the staff to
 * open. The address itself is answered this once (`url`) and never stored in clear.
 */
export const sendLinkRoutes: CustomRoutes = {
  declared: [{ method: "POST", url: "/clients/:id/send-link", access: "write", sampleBody: () => ({ channel: "whatsapp", language: "tr" }) }],
  async register(app: FastifyInstance) {
    app.post<{ Params: { id: number }; Body: SendLinkBody }>(
      "/clients/:id/send-link",
      {
        schema: {
          tags: [LINKS],
          summary: "Sends the bride's read-only link (her contracts, dates and balance) by SMS or WhatsApp",
          params: { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] },
          body: sendLinkBody,
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const { channel, language } = request.body;
        const days = request.body.days ?? LINK_DAYS.default;
        const client = await request.repos.resource("clients").get(request.params.id);
        if (!client) throw notFound();
        if (client.erased_at) throw invalid("client_id", "server.clientLinks.erased");
        const phone = client.gsm ? normalizeTurkishMobile(String(client.gsm)) : null;
        if (!phone) throw invalid("gsm", "server.sms.noPhone");
        // Sending by SMS is sending an SMS: the same flag and the same refusal of an account that cannot send.
        if (channel === "sms" && !hasFlag(subjectOf(session), "sms_permission")) throw forbidden();
        const account = channel === "sms" ? await smsAccountOf(app, request.repos) : undefined;
        if (account && !account.provider) throw notReady(account);
        const token = randomBytes(32).toString("base64url");
        const url = `${publicBase(app, `${request.protocol}://${request.host}`)}/gelin/${token}`;
        const company = await request.repos.company.get();
        const message = linkMessage(language, company?.title || company?.full_name || "", url);
        const link = await request.unitOfWork(async (repos) => {
          const created = await repos.resource(LINKS).create({
            client_id: Number(client.id),
            channel,
            language,
            token_hash: hashToken(token),
            expires_at: new Date(Date.now() + days * DAY_MS),
            created_by: session.userId,
          });
          const { token_hash: _secret, ...after } = created;
          await repos.audit.recordChange({ action: "create", resource: LINKS, recordId: created.id as number, after });
          if (channel === "sms") {
            await refusingAsAppError(() =>
              queueSms(app, repos, { recipients: [{ clientId: Number(client.id), phone, text: message }], purpose: "service", source: "manual", key: `client_link:${created.id}`, account }),
            );
          }
          return created;
        });
        const [shaped] = shapeRows(linkSchema, session, [link as Row]);
        const whatsapp = channel === "whatsapp" ? { whatsapp_url: `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}` } : {};
        return reply.code(201).send({ link: shaped, url, ...whatsapp });
      },
    );
  },
};
