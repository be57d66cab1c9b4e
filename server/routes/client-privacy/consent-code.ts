import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasFlag } from "../../../src/domain/permissions";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { CONSENT_PURPOSES } from "../../../src/schemas/client_consents.schema";
import { clients } from "../../../src/schemas/clients.schema";
import { subjectOf } from "../../auth/session";
import { consentCodePurpose } from "../../data/booking-codes";
import type { Row } from "../../data";
import { sessionOf } from "../../engine/access";
import type { CustomRoutes } from "../../engine/custom-routes";
import { AppError, forbidden, invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { smsAccountOf } from "../../sms/account";
import { notReady, queueSms, refusingAsAppError } from "../../sms/queue";
import { applyConsent, erasedClient } from "./consents";

const tags = [clients.$id];
const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;
const consentFields = {
  purpose: { type: "string", enum: CONSENT_PURPOSES },
  granted: { type: "boolean" },
} as const;

interface CodeBody {
  purpose: (typeof CONSENT_PURPOSES)[number];
  granted: boolean;
}
interface ConfirmBody extends CodeBody {
  code: string;
  note?: string;
}

/** The client and her mobile, as a consent by SMS code needs them: hers, not erased, with a Turkish mobile number. */
async function clientWithMobile(request: FastifyRequest, id: number): Promise<{ client: Row; gsm: string }> {
  const client = await request.repos.resource("clients").get(id);
  if (!client) throw notFound();
  if (client.erased_at) throw erasedClient();
  const gsm = client.gsm ? normalizeTurkishMobile(String(client.gsm)) : null;
  if (!gsm) throw invalid("gsm", "server.sms.noPhone");
  return { client, gsm };
}

/**
 * A consent taken by SMS code (issue 18, KVKK and İYS): `POST /clients/:id/consent-code` sends the client a 6-digit
 * code that names what she agrees to (or withdraws), through the shop's SMS account; she reads it back to the staff,
 * who records it with `POST /clients/:id/consents/sms-code`. The code is bound to the client, the purpose and the
 * answer (a code for one never records another), holds 10 minutes, five wrong tries end it, three codes an hour per
 * client and answer; only its hash is kept (`booking_codes`, the online booking's store).
 */
export const consentCodeRoutes: CustomRoutes = {
  declared: [
    { method: "POST", url: "/clients/:id/consent-code", access: "write", sampleBody: () => ({ purpose: "processing", granted: true }) },
    { method: "POST", url: "/clients/:id/consents/sms-code", access: "write", sampleBody: () => ({ purpose: "processing", granted: true, code: "123456" }) },
  ],
  async register(app: FastifyInstance) {
    app.post<{ Params: { id: number }; Body: CodeBody }>(
      "/clients/:id/consent-code",
      {
        schema: {
          tags,
          summary: "Sends the client an SMS code confirming one consent (KVKK processing or İYS campaign messages), granted or withdrawn",
          params: idParams,
          body: { type: "object", additionalProperties: false, required: ["purpose", "granted"], properties: consentFields },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        // The code goes out as an SMS of the shop: the same flag and the same refusal of an account that cannot send.
        if (!hasFlag(subjectOf(session), "sms_permission")) throw forbidden();
        const { purpose, granted } = request.body;
        const { client, gsm } = await clientWithMobile(request, request.params.id);
        const account = await smsAccountOf(app, request.repos);
        if (!account.provider) throw notReady(account);
        const language = languageFrom(request.headers["accept-language"]);
        const company = await request.repos.company.get();
        await request.unitOfWork(async (repos) => {
          const issued = await repos.codesFor(consentCodePurpose(Number(client.id), purpose, granted)).issue(gsm, String(client.full_name ?? ""));
          if (!issued.ok) throw new AppError(429, "server.booking.tooManyCodes");
          const what = translate(language, `server.privacy.consentCode.${purpose}.${granted ? "granted" : "withdrawn"}`);
          const text = translate(language, "server.privacy.consentCode.sms", { shop: company?.title || company?.full_name || "", what, code: issued.code });
          await refusingAsAppError(() =>
            queueSms(app, repos, { recipients: [{ clientId: Number(client.id), phone: gsm, text }], purpose: "service", source: "manual", key: `consent-code:${issued.id}`, account }),
          );
        });
        return { message: translate(language, "server.privacy.consentCode.sent"), expires_in: 600 };
      },
    );

    app.post<{ Params: { id: number }; Body: ConfirmBody }>(
      "/clients/:id/consents/sms-code",
      {
        schema: {
          tags,
          summary: "Records a consent with the SMS code the client received (channel sms_code)",
          params: idParams,
          body: {
            type: "object",
            additionalProperties: false,
            required: ["purpose", "granted", "code"],
            properties: { ...consentFields, code: { type: "string", pattern: "^[0-9]{6}$" }, note: { type: "string", maxLength: 500 } },
          },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const { purpose, granted, code, note } = request.body;
        const { client, gsm } = await clientWithMobile(request, request.params.id);
        const codes = (repos: typeof request.repos) => repos.codesFor(consentCodePurpose(Number(client.id), purpose, granted));
        // Checked in its own unit of work, so a wrong try is counted even though the answer is an error.
        const checked = await request.unitOfWork((repos) => codes(repos).check(gsm, code));
        if (!checked.ok) {
          if (checked.reason === "exhausted") throw new AppError(429, "server.booking.tooManyAttempts");
          throw invalid("code", checked.reason === "wrong" ? "server.booking.codeWrong" : "server.booking.codeExpired");
        }
        try {
          const row = await request.unitOfWork(async (repos) => {
            const values: Row = { client_id: Number(client.id), purpose, granted, channel: "sms_code", ...(note?.trim() ? { note: note.trim() } : {}) };
            await applyConsent(repos, values, session.userId);
            const created = await repos.resource("client_consents").create(values);
            await repos.audit.recordChange({ action: "create", resource: "client_consents", recordId: Number(created.id), after: created });
            return created;
          });
          return reply.code(201).send(row);
        } catch (error) {
          // Not recorded: the code is hers to use again.
          await request.unitOfWork((repos) => codes(repos).restore(checked.id));
          throw error;
        }
      },
    );
  },
};
