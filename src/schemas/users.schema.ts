import type { PermissionFlag } from "../domain/permissions";
import { defineResource } from "./define-resource";

/**
 * A permission flag of a user (spec §3): a switch in the form's permissions section. The owner's flags follow
 * the company (they may do everything it may), so on the first user's row they stay as they are.
 */
const flag = { type: "boolean", default: false, "x-ui": { section: "permissions" }, "x-update-when": "notFirstUser" } as const;
/** Year/size and product images are the operator's per-company grants: a shop hands them out only where it has them. */
const grantedFlag = <F extends PermissionFlag>(company: F) => ({ ...flag, "x-company-flag": company }) as const;

/**
 * The shop's users (settings → Kullanıcılar; spec §2, §3 "user", §5 "Users"). Kept in the core `users` table
 * beside password hashes and sessions, so the routes are the users module's own (`storage: "custom"`); the
 * settings tab is the generic table and form over this schema. Flags in the order a shop owner thinks of them:
 * sales, appointments, money, general, then the product options.
 */
export const users = defineResource({
  $id: "users",
  type: "object",
  "x-resource": {
    routes: {},
    storage: "custom",
    firstUserOnly: true,
    tenant: "company",
    list: { columns: ["name", "email", "phone"], search: ["name", "email", "phone"], perPage: 15 },
    delete: "first_user",
    rules: { delete: "notFirstUserNorSelf" },
    actions: {
      // The spec's own path and verb: PUT users/change-password/{id}.
      setPassword: {
        when: "notSelf",
        alias: "users/change-password/:id",
        method: "PUT",
        body: {
          type: "object",
          properties: {
            password: { type: "string", minLength: 6, maxLength: 200, "x-ui": { widget: "password" } },
            password_confirmation: { type: "string", maxLength: 200, "x-ui": { widget: "password", sameAs: "password" } },
          },
          required: ["password", "password_confirmation"],
          additionalProperties: false,
        },
      },
    },
    form: { sections: ["main", "permissions"] },
    menu: false,
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 120 },
    phone: { type: "string", format: "tr-mobile", maxLength: 40, "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    email: { type: "string", format: "email", maxLength: 254 },
    password: { type: "string", minLength: 6, maxLength: 200, writeOnly: true, "x-create-only": true, "x-ui": { widget: "password" } },
    password_confirmation: { type: "string", maxLength: 200, writeOnly: true, "x-create-only": true, "x-ui": { widget: "password", sameAs: "password" } },
    first_user: { type: "boolean", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
    created_at: { type: "string", format: "date-time", readOnly: true, "x-ui": { hidden: ["form"] } },
    fastsale_permission: flag,
    offer_permission: flag,
    client_permission: flag,
    service_permission: flag,
    newservice_permission: flag,
    appointment_permission: flag,
    coiffeurappointment_permission: flag,
    tailor_permission: flag,
    safe_permission: flag,
    debts_credits_permission: flag,
    salary_permission: flag,
    report_permission: flag,
    homepage_permission: flag,
    sms_permission: flag,
    definition_permission: flag,
    yearsize_permission: grantedFlag("yearsize_permission"),
    productimage_permission: grantedFlag("productimage_permission"),
  },
  required: ["name", "phone", "email", "password", "password_confirmation"],
  additionalProperties: false,
});
