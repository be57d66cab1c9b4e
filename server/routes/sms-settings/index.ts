import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { countSegments } from "../../../src/domain/sms/segments";
import { DEFAULT_SMS_PROVIDER, isSmsProviderName, SMS_PROVIDER_CREDENTIALS } from "../../../src/domain/turkish/smsProviders";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import type { Row } from "../../data";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { composeRoutes, type CustomRoutes } from "../../engine/custom-routes";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { AppError, invalid } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { SmsError } from "../../integrations/sms";
import { smsAccountOf, smsSettingsWithSecrets } from "../../sms/account";
import { replySmsBalanceRefusal, SmsBalanceRefused, smsBalanceRefusalSchema } from "../../sms/refusal";

const RESOURCE = "sms_settings";
const tags = [RESOURCE];
export const CREDENTIAL_REQUIRED = "server.smsSettings.credentialRequired";
export const TEST_TEXT = "server.smsSettings.testText";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Every write of the settings (the generic PUT and the spec's aliases, which call it): the shop's own account needs
 * its sender title and the chosen provider's credentials, each sent now or stored before (a PUT that leaves a
 * secret out keeps it). A 422 names every missing field.
 */
export async function assertOwnAccountComplete(context: WriteContext): Promise<void> {
  const values = context.values ?? {};
  if (values.account !== "own") return;
  const provider = isSmsProviderName(values.provider) ? values.provider : DEFAULT_SMS_PROVIDER;
  const stored = await smsSettingsWithSecrets(context.repos, { forUpdate: true });
  // A secret left out (absent or undefined) keeps the stored one; null clears it.
  const present = (field: string) => filled(values[field]) || (values[field] === undefined && filled(stored?.[field]));
  const missing = ["title", ...SMS_PROVIDER_CREDENTIALS[provider]].filter((field) => !present(field));
  if (missing.length > 0) throw new AppError(422, "server.errors.validation", Object.fromEntries(missing.map((field) => [field, [{ key: CREDENTIAL_REQUIRED }]])));
}

/** The headers a forwarded call keeps: who calls and in which language (never the caller's encodings). */
const forwardedHeaders = (request: FastifyRequest) =>
  Object.fromEntries(["authorization", "accept-language"].flatMap((name) => (request.headers[name] ? [[name, String(request.headers[name])]] : [])));

/**
 * The spec's addresses of the settings (§7) answer exactly what `GET` / `PUT /api/sms_settings` answer: they are
 * that route, called with the caller's token and language, so no check or answer is written twice.
 */
const forwardTo = (app: FastifyInstance, method: "GET" | "PUT") =>
  async function forwarded(request: FastifyRequest, reply: FastifyReply) {
    const answer = await app.inject({
      method,
      url: `${app.prefix}/${RESOURCE}`,
      headers: forwardedHeaders(request),
      ...(method === "PUT" ? { payload: (request.body ?? {}) as object } : {}),
    });
    const type = answer.headers["content-type"];
    if (type) reply.type(String(type));
    return reply.code(answer.statusCode).send(answer.payload);
  };

const READ_ALIASES = ["/profile/sms-settings", "/get-sms-setting"] as const;
const WRITE_ALIASES = ["/profile/update-sms-settings", "/sms-setting-kaydet"] as const;

export const smsSettingsAliasRoutes: CustomRoutes = {
  declared: [
    ...READ_ALIASES.map((url) => ({ method: "GET" as const, url, access: "read" as const, answers: "no-row" as const })),
    ...WRITE_ALIASES.map((url) => ({ method: "POST" as const, url, access: "write" as const, answers: "no-row" as const })),
  ],
  async register(app) {
    for (const url of READ_ALIASES) app.get(url, { schema: { tags } }, forwardTo(app, "GET"));
    for (const url of WRITE_ALIASES) app.post(url, { schema: { tags } }, forwardTo(app, "PUT"));
  },
};

const testBody = {
  type: "object",
  additionalProperties: false,
  required: ["phone"],
  properties: { phone: { type: "string", minLength: 1, maxLength: 40 } },
} as const;
const testAnswer = {
  type: "object",
  properties: { status: { type: "string", enum: ["sent", "failed"] }, message: { type: "string" } },
  required: ["status", "message"],
} as const;

/**
 * `POST /api/sms-settings/test { phone }`: one SMS now (not queued) through the saved account, with a fixed text.
 * It is written to the history (source `test`); on the platform account it takes its credits first (a 409 like a
 * send when they do not suffice) and gives them back when the gateway refuses it.
 */
export const smsSettingsTestRoutes: CustomRoutes = {
  declared: [{ method: "POST", url: "/sms-settings/test", access: "write", answers: "no-row", sampleBody: () => ({ phone: "+905321234567" }) }],
  async register(app) {
    app.post(
      "/sms-settings/test",
      { schema: { tags, body: testBody, response: { 200: testAnswer, 401: messageSchema, 403: messageSchema, 409: { anyOf: [smsBalanceRefusalSchema, messageSchema] }, 422: validationErrorSchema } } },
      async (request, reply) => {
        const phone = normalizeTurkishMobile((request.body as { phone: string }).phone);
        if (!phone) throw invalid("phone", "server.validation.format.tr-mobile");
        const lang = languageFrom(request.headers["accept-language"]);
        const account = await smsAccountOf(app, request.repos);
        if (!account.provider) throw new AppError(409, account.notReadyReason ?? "server.smsSettings.credentialsMissing");
        const text = translate(lang, TEST_TEXT);
        const segments = Math.max(1, countSegments(text, { turkishShift: true }).segments);
        const credits = account.account === "platform" ? segments : 0;

        let message: Row;
        try {
          message = await request.unitOfWork(async (repos) => {
            const row = await repos.resource("sms_messages").create({
              phone,
              message: text,
              purpose: "service",
              source: "test",
              status: "sending",
              segments,
              credits,
              account: account.account,
              provider: account.providerName,
              idempotency_key: `test:${randomUUID()}`,
            });
            if (credits > 0) {
              const spent = await repos.smsCredits.spend(credits, [{ messageId: row.id as number, credits }]);
              if (!spent.ok) throw new SmsBalanceRefused(credits, spent.available);
            }
            return row;
          });
        } catch (error) {
          return replySmsBalanceRefusal(request, reply, error);
        }

        const outcome = await account.provider.send([{ to: phone, text }]).then(
          (result) => {
            const [recipient] = result.recipients;
            if (recipient?.status === "accepted") return { status: "sent" as const, reference: result.references[0] };
            return { status: "failed" as const, error: recipient?.error?.messageKey ?? "integrations:sms.errors.providerRejected" };
          },
          (error: unknown) => {
            const failure = error instanceof SmsError ? error : new SmsError("network");
            request.log.warn({ provider: account.providerName, code: failure.code, providerCode: failure.providerCode }, "test sms failed");
            return { status: "failed" as const, error: failure.messageKey, params: failure.params };
          },
        );

        await request.unitOfWork(async (repos) => {
          const messages = repos.resource("sms_messages");
          if (outcome.status === "sent") {
            await messages.update(message.id as number, { status: "sent", sent_at: new Date().toISOString(), ...(outcome.reference ? { reference: outcome.reference.slice(0, 120) } : {}) });
            return;
          }
          await messages.update(message.id as number, { status: "failed", error: outcome.error.slice(0, 200), credits: 0 });
          if (credits > 0) await repos.smsCredits.refund(message.id as number, credits);
        });
        if (outcome.status === "sent") return { status: "sent", message: translate(lang, "server.smsSettings.testSent") };
        // The provider's words may quote what it was sent, never a credential: only the key's own text is answered.
        return { status: "failed", message: translate(lang, outcome.error) };
      },
    );
  },
};

/** SMS settings: the own account's required credentials on every write (the generic PUT and the aliases). */
export const smsSettingsExtension: ResourceExtension = {
  beforeWrite: assertOwnAccountComplete,
};

/**
 * The spec's addresses of the settings and the test SMS. They are declared on the SMS history's resource (same flag,
 * `sms_permission`), where the suites over declared routes can make a row of their own: they cannot make a
 * singleton's row yet (`server/suites/helpers.ts` createRow POSTs).
 */
export const smsSettingsRoutes: CustomRoutes = composeRoutes(smsSettingsAliasRoutes, smsSettingsTestRoutes);
