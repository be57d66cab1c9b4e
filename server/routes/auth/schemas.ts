import { outputFlagProperties } from "../../../src/domain/output-flags";
import { PERMISSION_FLAGS } from "../../../src/domain/permissions";

/** Request and response schemas of the account routes; response schemas list fields so hashes never leak. */

const text = (maxLength: number) => ({ type: "string", minLength: 1, maxLength }) as const;
/** Required text that is more than blanks. */
const name = (maxLength: number) => ({ type: "string", minLength: 1, maxLength, pattern: "\\S" }) as const;
const nullableText = { type: ["string", "null"] } as const;

export const tokenResponse = {
  type: "object",
  properties: { access_token: { type: "string" } },
  required: ["access_token"],
} as const;

export const errorResponse = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
  required: ["message"],
} as const;

export const loginBody = {
  type: "object",
  properties: {
    // No format check: a malformed email gets the same answer as an unknown one.
    email: text(254),
    password: text(200),
  },
  required: ["email", "password"],
  additionalProperties: false,
} as const;

export const registerBody = {
  type: "object",
  properties: {
    full_name: name(120),
    company_name: name(160),
    email: { type: "string", format: "email", maxLength: 254 },
    /** A Turkish mobile, e.g. masked "+90 (532) 123 45 67"; stored as E.164 (the SMS activation code goes there). */
    phone: text(40),
    password: { type: "string", minLength: 6, maxLength: 200 },
    password_confirmation: { type: "string", maxLength: 200 },
    accept_terms: { type: "boolean" },
  },
  required: ["full_name", "company_name", "email", "phone", "password", "password_confirmation", "accept_terms"],
  additionalProperties: false,
} as const;

const flagProperties = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, { type: "boolean" }]));

export const currentUserResponse = {
  type: "object",
  properties: {
    access_token: { type: "string" },
    user: {
      type: "object",
      properties: {
        id: { type: "integer" },
        name: { type: "string" },
        email: { type: "string" },
        phone: nullableText,
        first_user: { type: "boolean" },
        locked: { type: "boolean" },
        locked_set: { type: "integer", enum: [0, 1] },
        ...flagProperties,
      },
    },
    company: {
      type: "object",
      properties: {
        id: { type: "integer" },
        full_name: { type: "string" },
        title: nullableText,
        phone: nullableText,
        phone2: nullableText,
        website: nullableText,
        logo_url: nullableText,
        city: nullableText,
        county: nullableText,
        address: nullableText,
        postal_code: nullableText,
        instagram: nullableText,
        expiration_date: { type: "string", format: "date-time" },
        sms_confirmed: { type: "boolean" },
        is_frozen: { type: "boolean" },
        frozen_price: { type: ["string", "null"], description: "Decimal lira amount as text" },
        yearsize_permission: { type: "boolean" },
        productimage_permission: { type: "boolean" },
        ...outputFlagProperties,
        time_zone: { type: "string" },
        created_at: { type: "string", format: "date-time" },
      },
    },
    roles: { type: "array", items: { type: "string" } },
    companies: {
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, full_name: { type: "string" } } },
    },
    balance: { type: "string", description: "SMS balance in lira, decimal text" },
  },
} as const;
