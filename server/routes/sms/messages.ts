import type { FastifyInstance } from "fastify";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { smsMessages } from "../../../src/schemas/sms_messages.schema";
import type { SmsPurpose } from "../../../src/schemas/sms_templates.schema";
import type { ActionContext } from "../../engine/action-routes";
import type { ResourceExtension } from "../../engine/crud-routes";
import type { CustomRoutes } from "../../engine/custom-routes";
import { shapeRows } from "../../engine/row-answers";
import { listEnvelope, listEnvelopeSchema, messageSchema } from "../../engine/route-schemas";
import { planRecipients, queueSms, refusingAsAppError, type SmsRecipient } from "../../sms/queue";
import { invalid } from "../../errors";
import { assertReady } from "./send";

const schema = smsMessages as unknown as ResourceSchema;
/** Spec §9: the SMS list shows 7 messages a page. */
export const SMS_LIST_PER_PAGE = 7;

const listQuery = {
  type: "object",
  additionalProperties: false,
  properties: { page: { type: "integer", minimum: 1, default: 1 }, perPage: { type: "integer", minimum: 1, maximum: 100, default: SMS_LIST_PER_PAGE } },
} as const;

/** `GET /sms-list?page` (spec §7): the company's messages, newest first, 7 a page, in the generic list's envelope. */
export const smsListRoutes: CustomRoutes = {
  declared: [{ method: "GET", url: "/sms-list", access: "read" }],
  async register(app: FastifyInstance) {
    app.get("/sms-list", { schema: { tags: ["sms_messages"], querystring: listQuery, response: { 200: listEnvelopeSchema(schema), 401: messageSchema, 403: messageSchema } } }, async (request) => {
      const { page, perPage } = request.query as { page: number; perPage: number };
      const messages = request.repos.resource("sms_messages");
      const [found, total] = await Promise.all([messages.list({ page, perPage, filters: {}, sort: "created_at", order: "desc" }), messages.count()]);
      return { ...listEnvelope(shapeRows(schema, request.session, found.rows), { page, perPage, ...found }), counters: { total } };
    });
  },
};

/** Resend keys already used for one message: `resend:<id>:<n>`; the first free n is the next. */
const MAX_RESENDS = 50;

/**
 * 'Tekrar Gönder' on a failed or unknown message (row rule `resendable`): a copy is queued and charged like a send
 * (refused with the same 409 when the credits cannot cover it), under a new key `resend:<id>:<n>`; the original stays
 * as it was and is answered. A campaign copy still needs the client's consent now.
 */
export async function resendSms({ row, repos, app }: ActionContext): Promise<void> {
  const account = await assertReady(app, repos);
  const messages = repos.resource("sms_messages");
  let n = 1;
  while (n <= MAX_RESENDS && (await messages.count({ idempotency_key: row.client_id ? `resend:${row.id}:${n}:c${row.client_id}` : `resend:${row.id}:${n}:i0` })) > 0) n++;
  const client = row.client_id ? await repos.resource("clients").get(Number(row.client_id)) : undefined;
  const purpose = row.purpose as SmsPurpose;
  const recipient: SmsRecipient = { clientId: row.client_id ? Number(row.client_id) : undefined, phone: String(row.phone), text: String(row.message), consent: purpose !== "campaign" || client?.sms_consent === true };
  const { skipped } = planRecipients({ recipients: [recipient], purpose, key: "check" });
  if (skipped.no_phone > 0) throw invalid("phone", "server.sms.noPhone");
  if (skipped.no_consent > 0) throw invalid("client_id", "server.sms.noConsent");
  await refusingAsAppError(() => queueSms(app, repos, { recipients: [recipient], purpose, source: row.source as never, key: `resend:${row.id}:${n}`, account }));
}

/** The SMS history: `sms-list`, its count card, and 'Tekrar Gönder'. */
export const smsMessagesExtension: ResourceExtension = {
  counters: async (repos, name) => ({ total: await repos.resource(name).count() }),
  actions: { resend: resendSms },
  routes: smsListRoutes,
};
