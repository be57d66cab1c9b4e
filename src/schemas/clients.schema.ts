import { defineResource } from "./define-resource";
import { bankAccounts, businessRequireds, partyDetails, partyFigures, partyIdentity } from "./party-fields";

/** A client is a customer, or a tailor or dry cleaner the shop sends products to (tailors, dry). */
export const CLIENT_ROLES = ["client", "tailor", "dry"] as const;

/** The shop's clients (spec §2 "Clients", §3 "client/supplier", §5 "Client and supplier form"). */
export const clients = defineResource({
  $id: "clients",
  type: "object",
  "x-resource": {
    routes: { list: "musteri-yonetimi", create: "musteri-olustur", edit: "musteri-duzenle/:id", show: "musteri/:id" },
    permission: "client_permission",
    tenant: "company",
    list: {
      columns: ["full_name", "type", "gsm", "city", "total_debts", "total_credits", "balance", "created_at"],
      search: ["full_name", "gsm", "gsm2", "company_name", "email", "identity_number", "tax_no", "groom_full_name"],
      filters: ["type", "role", "category_id"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
      counters: ["total", "person", "business", "total_debts", "total_credits", "balance"],
    },
    computed: partyFigures,
    // The party sections, then the İYS consent for campaign SMS (after the bank accounts, before the show page's figures).
    form: { sections: ["identity", "contact", "location", "groom", "accounts", "consent", "figures"] },
    delete: "first_user",
    actions: {
      // 'SMS Gönder' (spec §7 `POST send-sms-to-client/{id} {message}`): queues one message to the client's mobile.
      send_sms: {
        permission: "sms_permission",
        alias: "send-sms-to-client/:id",
        body: {
          type: "object",
          properties: {
            message: { type: "string", minLength: 1, maxLength: 1000, "x-ui": { widget: "sms-text" } },
            purpose: { type: "string", enum: ["service", "campaign"], default: "service" },
          },
          required: ["message", "purpose"],
          additionalProperties: false,
        },
      },
    },
    menu: { order: 20, icon: "team" },
  },
  properties: {
    ...partyIdentity,
    // Who the shop deals with (spec §3: "also client, tailor, dry"): a bride, or the tailor or dry cleaner it sends gowns to.
    role: { type: "string", enum: CLIENT_ROLES, default: "client", "x-ui": { hidden: ["list"] } },
    category_id: { type: "integer", "x-ref": "definitions", "x-ref-filter": { type: "client-categories" }, "x-ui": { hidden: ["list"] } },
    ...partyDetails,
    groom_full_name: { type: "string", maxLength: 120, "x-ui": { hidden: ["list"], visibleWhen: { type: "person" }, section: "groom" } },
    groom_gsm: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##", hidden: ["list"], visibleWhen: { type: "person" }, section: "groom" } },
    groom_identity: { type: "string", format: "tckn", "x-ui": { widget: "tckn", hidden: ["list"], visibleWhen: { type: "person" }, section: "groom" } },
    accounts: bankAccounts,
    // İYS: the client agreed to campaign messages (service messages need no consent); when, the server notes.
    sms_consent: { type: "boolean", default: false, "x-ui": { hidden: ["list"], section: "consent" } },
    sms_consent_at: { type: "string", format: "date-time", readOnly: true, "x-ui": { hidden: ["list", "form"], section: "consent" } },
    // KVKK erasure (issue 18): when the person was anonymised on request; the money records stay, her name does not.
    erased_at: { type: "string", format: "date-time", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["type", "full_name", "category_id"],
  allOf: [
    businessRequireds,
    {
      if: { properties: { type: { const: "person" } } },
      then: { required: ["identity_number", "groom_full_name", "groom_gsm", "groom_identity"] },
    },
  ],
  additionalProperties: false,
});
