import { defineResource } from "./define-resource";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const TIME_OF_DAY = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/**
 * How a shop takes appointments (issue 17, one row per company): how long before an appointment the automatic
 * reminder goes (sms_settings `rehearsal_perm` / `appointment_perm` turn it on), and the online booking page for
 * brides: on or off, its address (`online_slug`, unguessable unless the shop chooses one), the days and hours the
 * shop fits, each fitting's length and the pause between two. Kept on `/ayarlar`.
 */
export const appointmentSettings = defineResource({
  $id: "appointment_settings",
  type: "object",
  "x-resource": {
    routes: { edit: "randevu-ayarlari" },
    permission: "appointment_permission",
    tenant: "company",
    singleton: true,
    list: { columns: ["reminder_hours", "online_enabled"] },
    // Unique within the company like any unique field (the suites' sample rows differ by it); a unique index of
    // migration 0018 keeps it unique over the platform too, as the page's address must be.
    unique: ["online_slug"],
    audit: true,
    menu: false,
  },
  properties: {
    reminder_hours: { type: "integer", minimum: 1, maximum: 168, default: 24 },
    online_enabled: { type: "boolean", default: false },
    // The page's address (/randevu-al/<slug>): lower-case letters, digits and hyphens; unique over the platform.
    online_slug: { type: "string", pattern: "^[a-z0-9][a-z0-9-]{4,38}[a-z0-9]$", maxLength: 40, examples: ["gelinlik-evi-moda"] },
    open_days: { type: "array", maxItems: 7, uniqueItems: true, items: { type: "string", enum: WEEKDAYS }, default: ["mon", "tue", "wed", "thu", "fri", "sat"] },
    opening_time: { type: "string", pattern: TIME_OF_DAY, maxLength: 5, default: "10:00", examples: ["10:00"], "x-ui": { widget: "time" } },
    closing_time: { type: "string", pattern: TIME_OF_DAY, maxLength: 5, default: "19:00", examples: ["19:00"], "x-ui": { widget: "time" } },
    slot_minutes: { type: "integer", minimum: 15, maximum: 240, default: 60 },
    buffer_minutes: { type: "integer", minimum: 0, maximum: 120, default: 15 },
    days_ahead: { type: "integer", minimum: 1, maximum: 180, default: 60 },
  },
  additionalProperties: false,
});
