import { defineResource } from "./define-resource";

/**
 * The gateways a shop may choose (spec §3; organik unless chosen). A schema imports only schemas at run time, so the
 * list is written here; `sms_settings.schema.test.ts` holds it equal to `SMS_PROVIDERS` of src/domain/turkish.
 */
export const SMS_SETTINGS_PROVIDERS = ["netgsm", "iletimerkezi", "bulutfon", "organik"] as const;

/** Whose gateway account sends: the platform's (credits counted by us, bought as SMS packages) or the shop's own. */
export const SMS_ACCOUNTS = ["platform", "own"] as const;
export type SmsAccount = (typeof SMS_ACCOUNTS)[number];

/** A credential: stored encrypted, never answered (rows say in `_secrets` whether one is stored). */
const secret = (providers: readonly (typeof SMS_SETTINGS_PROVIDERS)[number][]) =>
  ({
    type: "string",
    maxLength: 200,
    writeOnly: true,
    "x-encrypted": true,
    "x-ui": { widget: "password", visibleWhen: { account: "own", provider: providers }, section: "gateway" },
  }) as const;

/**
 * A shop's SMS settings (spec §3 "SMS settings", §2 "Settings" SMS tab; routes `sms-settings` and the tab in
 * `/ayarlar`): which account sends, the shop's own gateway and its credentials, and the four automatic messages'
 * switches. One row per company.
 */
export const smsSettings = defineResource({
  $id: "sms_settings",
  type: "object",
  "x-resource": {
    routes: { edit: "sms-settings" },
    permission: "sms_permission",
    tenant: "company",
    singleton: true,
    list: { columns: ["account", "provider", "title"] },
    form: { sections: ["account", "gateway", "automatic"] },
    audit: true,
    menu: { order: 72, icon: "setting", group: "sms" },
  },
  properties: {
    account: { type: "string", enum: SMS_ACCOUNTS, default: "platform", "x-ui": { section: "account" } },
    provider: { type: "string", enum: SMS_SETTINGS_PROVIDERS, default: "organik", "x-ui": { visibleWhen: { account: "own" }, section: "gateway" } },
    // The sender header: at most 11 characters (NetGSM's msgheader, İleti Merkezi's sender).
    title: { type: "string", maxLength: 11, "x-ui": { visibleWhen: { account: "own" }, section: "gateway" } },
    api_key: secret(["bulutfon", "iletimerkezi", "organik"]),
    api_secret: secret(["iletimerkezi"]),
    username: { type: "string", maxLength: 120, "x-ui": { visibleWhen: { account: "own", provider: "netgsm" }, section: "gateway" } },
    password: secret(["netgsm"]),
    // The automatic messages (0/1 in the spec): after a sale, quotes, fittings, appointments.
    process_perm: { type: "boolean", default: false, "x-ui": { section: "automatic" } },
    offer_perm: { type: "boolean", default: false, "x-ui": { section: "automatic" } },
    rehearsal_perm: { type: "boolean", default: false, "x-ui": { section: "automatic" } },
    appointment_perm: { type: "boolean", default: false, "x-ui": { section: "automatic" } },
  },
  required: ["account"],
  additionalProperties: false,
});
