import { defineResource } from "./define-resource";
import { SMS_ACCOUNTS, smsSettings } from "./sms_settings.schema";
import { SMS_PURPOSES } from "./sms_templates.schema";

/** Where a message came from: sent by hand, the settings' test, or one of the automatic messages. */
export const SMS_SOURCES = ["manual", "test", "sale", "offer", "rehearsal", "appointment"] as const;
export type SmsSource = (typeof SMS_SOURCES)[number];

/**
 * queued → sending → sent | failed, or `unknown`: the server stopped while the gateway had the message and cannot
 * tell whether it went out; it is never sent again by itself (a person may resend it). `skipped` is never stored.
 */
export const SMS_STATUSES = ["queued", "sending", "sent", "failed", "unknown"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * The SMS history (spec §2 "SMS" history, `sms-list`, 7 per page, the text shown to 135 characters): one row per
 * recipient and message, written only by the SMS module (`create: "none"`), never changed by hand.
 */
export const smsMessages = defineResource({
  $id: "sms_messages",
  type: "object",
  "x-resource": {
    routes: { list: "sms-list" },
    permission: "sms_permission",
    tenant: "company",
    list: {
      columns: ["message", "phone", "client_id", "status", "segments", "created_at"],
      search: ["message", "phone"],
      filters: ["status", "purpose", "source", "client_id"],
      perPage: 7,
      defaultSort: { field: "created_at", order: "desc" },
      counters: ["total"],
    },
    create: "none",
    update: "none",
    actions: {
      // 'Tekrar Gönder': a copy of a failed or unknown message, queued and charged like a send (server/routes/sms).
      resend: { when: "resendable", permission: "sms_permission" },
    },
    delete: "none",
    unique: ["idempotency_key"],
    menu: { order: 71, icon: "history", group: "sms" },
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients" },
    phone: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    message: { type: "string", minLength: 1, maxLength: 2000, "x-ui": { widget: "textarea" } },
    purpose: { type: "string", enum: SMS_PURPOSES, default: "service" },
    source: { type: "string", enum: SMS_SOURCES, default: "manual" },
    status: { type: "string", enum: SMS_STATUSES, default: "queued" },
    segments: { type: "integer", minimum: 1, maximum: 20, default: 1 },
    // Credits this message took from the platform account (segments, 0 on the shop's own gateway or once refunded).
    credits: { type: "integer", minimum: 0, maximum: 20, default: 0 },
    account: { type: "string", enum: SMS_ACCOUNTS, default: "platform", "x-ui": { hidden: ["list"] } },
    // The settings' provider list (a schema imports only schemas at run time: the plain data both sides load).
    provider: { type: "string", enum: smsSettings.properties.provider.enum, "x-ui": { hidden: ["list"] } },
    // Why it failed: an i18n key (integrations:sms.errors.*, server.sms.*), translated where shown.
    error: { type: "string", maxLength: 200, "x-ui": { hidden: ["list", "form"] } },
    // The gateway's job, order or track id, for support requests.
    reference: { type: "string", maxLength: 120, "x-ui": { hidden: ["list", "form"] } },
    // One message per key: a repeated request, a second server or a restart never makes or sends it twice.
    idempotency_key: { type: "string", minLength: 1, maxLength: 160, "x-ui": { hidden: ["list", "form", "show"] } },
    sent_at: { type: "string", format: "date-time", "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["phone", "message", "purpose", "source", "status", "segments", "credits", "account", "idempotency_key"],
  additionalProperties: false,
});
