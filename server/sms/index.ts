import type { FastifyInstance } from "fastify";
import { fillPlaceholders, type SmsPlaceholder } from "../../src/domain/sms/placeholders";
import type { Repositories } from "../data";
import { queueSms, type QueuedSms } from "./queue";

/**
 * The SMS module's API for other modules (the quick sale's thank-you, quotes, fitting and appointment reminders).
 * Both run inside the caller's unit of work: the messages and their jobs exist exactly when the caller's write commits.
 */
export { queueSms, planRecipients, SMS_SEND_JOB, smsJobKey, NO_CREDIT_KEY, type QueueSmsRequest, type QueuedSms, type SmsRecipient } from "./queue";
export { registerSmsJobs, smsSendHandler } from "./send-job";
export { classifySmsFailure } from "./classify";

export type AutomaticSmsKind = "sale" | "offer" | "rehearsal" | "appointment";

/** The switch of `sms_settings` that turns each automatic message on. */
export const AUTOMATIC_SMS_SWITCH: Record<AutomaticSmsKind, string> = {
  sale: "process_perm",
  offer: "offer_perm",
  rehearsal: "rehearsal_perm",
  appointment: "appointment_perm",
};

export interface AutomaticSmsRequest {
  kind: AutomaticSmsKind;
  clientId: number;
  /** Placeholder values (`tarih`, `saat`, `tutar`…); `musteri` and `firma` default to the client's and the shop's names. */
  values?: Partial<Record<SmsPlaceholder, string>>;
  /** Unique per occasion: "sale:812", "appointment:55:reminder". */
  key: string;
  /** A reminder's instant; now when absent. */
  runAt?: Date;
}

/**
 * Queues the automatic message of `kind` to one client when the shop turned it on (`process_perm`, `offer_perm`,
 * `rehearsal_perm`, `appointment_perm`), with the shop's template of that kind, placeholders filled. A service
 * message: no consent needed. Never refuses the caller's work: switched off, no template or the client without a
 * mobile → null (nothing written); credits short or the account not ready → the message is written `failed`
 * (`server.sms.noCredit` or the reason) so the shop sees it in its history.
 */
export async function queueAutomaticSms(app: FastifyInstance, repos: Repositories, request: AutomaticSmsRequest): Promise<QueuedSms | null> {
  const settings = await repos.resource("sms_settings").single();
  if (settings?.[AUTOMATIC_SMS_SWITCH[request.kind]] !== true) return null;
  const templates = await repos.resource("sms_templates").list({ page: 1, perPage: 1, filters: { kind: request.kind }, sort: "id", order: "asc" });
  const template = templates.rows[0];
  const client = await repos.resource("clients").get(request.clientId);
  if (!template || !client) return null;
  const company = await repos.company.get();
  const text = fillPlaceholders(String(template.message), {
    musteri: String(client.full_name ?? ""),
    firma: company?.full_name ?? "",
    ...request.values,
  });
  const answer = await queueSms(app, repos, {
    recipients: [{ clientId: request.clientId, phone: (client.gsm as string | null) ?? null, text, consent: client.sms_consent === true }],
    purpose: "service",
    source: request.kind,
    key: request.key,
    runAt: request.runAt,
    whenShort: "fail",
  });
  return answer.queued === 0 ? null : answer;
}
