import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SendSmsBody, SmsManagementAnswer } from "../../../src/domain/sms/api";
import { fillPlaceholders } from "../../../src/domain/sms/placeholders";
import type { Repositories, Row } from "../../data";
import type { ActionContext } from "../../engine/action-routes";
import type { CustomRoutes } from "../../engine/custom-routes";
import { messageSchema } from "../../engine/route-schemas";
import { invalid } from "../../errors";
import { smsAccountOf } from "../../sms/account";
import { smsBalanceOf } from "../../sms/balance";
import { notReady, planRecipients, queueSms, refusingAsAppError, type SmsRecipient } from "../../sms/queue";
import { replySmsBalanceRefusal, SmsBalanceRefused, smsBalanceRefusalSchema } from "../../sms/refusal";

const tags = ["sms"];
const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
/** Clients read per page when a send goes to every client matching the filters. */
const ALL_PAGE = 500;

/** The SMS balance as the send and reminder routes answer it. */
export const balanceSchema = {
  type: "object",
  properties: {
    account: { type: "string" },
    provider: { type: ["string", "null"] },
    credits: { type: ["integer", "null"] },
    money: { type: ["string", "null"] },
    pending: { type: "integer" },
    sent: { type: "integer" },
    error: { type: "string" },
  },
} as const;

export const sendSmsBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["message", "purpose", "recipients", "request_id"],
  properties: {
    message: { type: "string", minLength: 1, maxLength: 1000 },
    purpose: { type: "string", enum: ["service", "campaign"] },
    recipients: {
      type: "object",
      additionalProperties: false,
      properties: {
        client_ids: { type: "array", minItems: 1, maxItems: 1000, items: { type: "integer", minimum: 1 } },
        all: { type: "boolean", const: true },
        filters: {
          type: "object",
          additionalProperties: false,
          properties: {
            category_id: { type: "integer", minimum: 1 },
            type: { type: "string", enum: ["person", "business"] },
            keyword: { type: "string", maxLength: 100 },
          },
        },
      },
      oneOf: [{ required: ["client_ids"], not: { required: ["all"] } }, { required: ["all"], not: { required: ["client_ids"] } }],
    },
    request_id: { type: "string", pattern: UUID, maxLength: 36 },
  },
} as const;

const sendAnswerSchema = {
  type: "object",
  properties: {
    queued: { type: "integer" },
    skipped: { type: "object", properties: { no_consent: { type: "integer" }, no_phone: { type: "integer" } } },
    credits: { type: "integer" },
    message_ids: { type: "array", items: { type: "integer" } },
    balance: balanceSchema,
  },
} as const;

const managementSchema = {
  type: "object",
  properties: {
    templates: {
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, title: { type: "string" }, message: { type: "string" }, kind: { type: "string" }, purpose: { type: "string" } } },
    },
    balance: balanceSchema,
    ready: { type: "boolean" },
    notReadyReason: { type: "string" },
    company: { type: "string" },
  },
} as const;

const errors = { 401: messageSchema, 403: messageSchema };
/** A refused send answers the refusal's figures; a send the account cannot make, the reason alone. */
const refusal409 = { anyOf: [smsBalanceRefusalSchema, messageSchema] };

const companyName = async (repos: Repositories) => (await repos.company.get())?.full_name ?? "";

/** A client as one recipient: the text with its `{musteri}` and `{firma}`, its mobile and its İYS consent. */
const recipientOf = (client: Row, message: string, company: string): SmsRecipient => ({
  clientId: Number(client.id),
  phone: (client.gsm as string | null) ?? null,
  text: fillPlaceholders(message, { musteri: String(client.full_name ?? ""), firma: company }),
  consent: client.sms_consent === true,
});

/** The chosen clients (each of the caller's company, else a 422 on its position) or every live one matching the filters. */
async function recipientsOf(repos: Repositories, body: SendSmsBody, company: string): Promise<SmsRecipient[]> {
  const clients = repos.resource("clients");
  if ("client_ids" in body.recipients) {
    const ids = body.recipients.client_ids;
    const found = new Map<number, Row>();
    for (let start = 0; start < ids.length; start += ALL_PAGE) {
      const chunk = [...new Set(ids.slice(start, start + ALL_PAGE))];
      const page = await clients.list({ page: 1, perPage: chunk.length, filters: { id: chunk } });
      for (const row of page.rows) found.set(Number(row.id), row);
    }
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw invalid(`recipients.client_ids.${missing}`, "server.sms.unknownClient");
    return [...new Set(ids)].map((id) => recipientOf(found.get(id)!, body.message, company));
  }
  const { category_id, type, keyword } = body.recipients.filters ?? {};
  const filters = { ...(category_id !== undefined ? { category_id } : {}), ...(type !== undefined ? { type } : {}) };
  const recipients: SmsRecipient[] = [];
  for (let page = 1; ; page++) {
    const found = await clients.list({ page, perPage: ALL_PAGE, filters, keyword, sort: "id", order: "asc" });
    recipients.push(...found.rows.map((row) => recipientOf(row, body.message, company)));
    if (found.rows.length < ALL_PAGE) return recipients;
  }
}

/**
 * The shop's own gateway account: refused before anything is written when the gateway's credits, less the segments
 * its messages still on their way hold (`pending`), cannot cover the send. Credits the gateway does not report: no
 * check (the gateway decides).
 */
async function assertOwnBalance(app: FastifyInstance, repos: Repositories, needed: number): Promise<void> {
  const balance = await smsBalanceOf(app, repos);
  if (balance.account !== "own" || balance.credits === null) return;
  const available = Math.max(0, balance.credits - balance.pending);
  if (needed > available) throw new SmsBalanceRefused(needed, available);
}

/**
 * `GET /sms-management` (the send page's templates, balance and readiness) and `POST /send-sms` (one message per
 * chosen client, or to every client matching the filters): routes of `sms_templates`, guarded by `sms_permission`.
 */
export const smsSendRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/sms-management", access: "read" },
    {
      method: "POST",
      url: "/send-sms",
      access: "write",
      answers: "no-row",
      sampleBody: () => ({ message: "Deneme", purpose: "service", recipients: { all: true }, request_id: "6f1c2a52-6d0b-4a4e-9a55-0d8f3b0f9e11" }),
    },
  ],
  async register(app: FastifyInstance) {
    app.get("/sms-management", { schema: { tags, response: { 200: managementSchema, ...errors } } }, async (request): Promise<SmsManagementAnswer> => {
      const repos = request.repos;
      const [templates, balance, account, company] = await Promise.all([
        repos.resource("sms_templates").list({ page: 1, perPage: 100, filters: {}, sort: "title", order: "asc" }),
        smsBalanceOf(app, repos),
        smsAccountOf(app, repos),
        companyName(repos),
      ]);
      return {
        templates: templates.rows.map((row) => ({ id: Number(row.id), title: String(row.title), message: String(row.message), kind: String(row.kind), purpose: row.purpose as "service" | "campaign" })),
        balance,
        ready: account.provider !== null,
        ...(account.provider ? {} : { notReadyReason: account.notReadyReason ?? "server.sms.notReady" }),
        company,
      };
    });

    app.post("/send-sms", { schema: { tags, body: sendSmsBodySchema, response: { 201: sendAnswerSchema, 409: refusal409, ...errors } } }, async (request: FastifyRequest, reply) => {
      try {
        return await sendSms(request, reply);
      } catch (error) {
        return replySmsBalanceRefusal(request, reply, error);
      }
    });

    async function sendSms(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body as SendSmsBody;
      const account = await smsAccountOf(app, request.repos);
      if (!account.provider) throw notReady(account);
      const company = await companyName(request.repos);
      const recipients = await recipientsOf(request.repos, body, company);
      const key = `send:${body.request_id.toLowerCase()}`;
      if (account.account === "own") {
        const { planned } = planRecipients({ recipients, purpose: body.purpose, key });
        await assertOwnBalance(app, request.repos, planned.reduce((sum, message) => sum + message.segments, 0));
      }
      const queued = await request.unitOfWork((repos) => queueSms(app, repos, { recipients, purpose: body.purpose, source: "manual", key, account }));
      const balance = await smsBalanceOf(app, request.repos);
      return reply.code(201).send({ ...queued, balance });
    }
  },
};

/** The minute a send by hand falls in: the same text to the same client within it is one message. */
const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The clients' `send_sms` action (`POST /send-sms-to-client/:id` `{ message, purpose }`): one message to the
 * client's mobile, in the action's unit of work. The body has no request id, so the key is the client, a hash of
 * the text and purpose, and the minute: a double click sends once, the same text a minute later is a new message.
 * No mobile: 422 'server.sms.noPhone'; a campaign to a client without consent: 422 'server.sms.noConsent'.
 */
export async function sendSmsToClient({ row, body, repos, app }: ActionContext): Promise<void> {
  const message = String(body.message);
  const purpose = body.purpose === "campaign" ? "campaign" : "service";
  const company = await companyName(repos);
  const recipient = recipientOf(row, message, company);
  const { planned, skipped } = planRecipients({ recipients: [recipient], purpose, key: "check" });
  if (skipped.no_phone > 0) throw invalid("message", "server.sms.noPhone");
  if (skipped.no_consent > 0 || planned.length === 0) throw invalid("message", "server.sms.noConsent");
  const hash = createHash("sha256").update(`${purpose}\u0000${message}`).digest("hex").slice(0, 16);
  await refusingAsAppError(() => queueSms(app, repos, { recipients: [recipient], purpose, source: "manual", key: `client:${row.id}:${hash}:${minuteOf(new Date())}` }));
}

/** Throws the 409 of a send the account cannot make (kept for the resend action, which has no balance check of its own). */
export const assertReady = async (app: FastifyInstance, repos: Repositories) => {
  const account = await smsAccountOf(app, repos);
  if (!account.provider) throw notReady(account);
  return account;
};

