import { defineResource } from "./define-resource";

/** KVKK: consent to processing the client's personal data, and İYS: consent to campaign messages. */
export const CONSENT_PURPOSES = ["processing", "campaign"] as const;
/** How the client gave (or withdrew) it: in the shop on paper or by word, by phone, or by an SMS code she typed back. */
export const CONSENT_CHANNELS = ["in_person", "written", "phone", "sms_code"] as const;

/**
 * The client's consents as a log (issue 18, KVKK): each row records one purpose granted or withdrawn, when, through
 * which channel and by which user (`recorded_by`, set by the server). Rows are never changed or deleted; the
 * newest row of a purpose is what holds. A campaign row also sets the client's `sms_consent`.
 */
export const clientConsents = defineResource({
  $id: "client_consents",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "client_permission",
    tenant: "company",
    parent: { resource: "clients", field: "client_id", path: "consents" },
    list: {
      columns: ["purpose", "granted", "channel", "recorded_by", "created_at"],
      filters: ["client_id", "purpose"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    update: "none",
    delete: "none",
    audit: true,
    menu: false,
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients" },
    purpose: { type: "string", enum: CONSENT_PURPOSES, default: "processing" },
    granted: { type: "boolean", default: true },
    channel: { type: "string", enum: CONSENT_CHANNELS, default: "in_person" },
    note: { type: "string", maxLength: 500, "x-ui": { widget: "textarea" } },
    recorded_by: { type: "integer", readOnly: true, "x-ui": { hidden: ["form"] } },
  },
  required: ["client_id", "purpose", "granted", "channel"],
  additionalProperties: false,
});
