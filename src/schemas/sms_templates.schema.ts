import { defineResource } from "./define-resource";

/**
 * İYS: a service message (a sale, a reminder, a payment due) needs no consent; a campaign goes only to clients who
 * gave it (`clients.sms_consent`).
 */
export const SMS_PURPOSES = ["service", "campaign"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What a ready-made message is for: any send by hand, or the text of one automatic message. */
export const SMS_TEMPLATE_KINDS = ["custom", "sale", "offer", "rehearsal", "appointment"] as const;
export type SmsTemplateKind = (typeof SMS_TEMPLATE_KINDS)[number];

/**
 * The shop's ready-made messages (spec §2 "SMS": "Module with ready-made messages"), editable per shop; a new shop
 * starts with one of each kind. A text may hold the placeholders of `src/domain/sms/placeholders.ts`.
 */
export const smsTemplates = defineResource({
  $id: "sms_templates",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "sms_permission",
    tenant: "company",
    list: { columns: ["title", "kind", "purpose", "message"], search: ["title", "message"], filters: ["kind", "purpose"], perPage: 50, defaultSort: { field: "title", order: "asc" } },
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    title: { type: "string", minLength: 1, maxLength: 60 },
    message: { type: "string", minLength: 1, maxLength: 1000, "x-ui": { widget: "textarea" } },
    kind: { type: "string", enum: SMS_TEMPLATE_KINDS, default: "custom" },
    purpose: { type: "string", enum: SMS_PURPOSES, default: "service" },
  },
  required: ["title", "message", "kind", "purpose"],
  additionalProperties: false,
});
