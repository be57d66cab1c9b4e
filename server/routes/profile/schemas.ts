import { outputFlagProperties } from "../../../src/domain/output-flags";

/** Request schemas of the profile routes: strict, no unknown fields, bounded strings. */

const nullableText = (maxLength: number) => ({ type: ["string", "null"], maxLength }) as const;
/** Required text that is more than blanks. */
const name = (maxLength: number) => ({ type: "string", minLength: 1, maxLength, pattern: "\\S" }) as const;
const mobile = { type: "string", format: "tr-mobile", maxLength: 40 } as const;

/** Company fields a shop may change itself; subscription state and operator toggles are not among them. */
export const updateCompanyBody = {
  type: "object",
  properties: {
    title: nullableText(160),
    full_name: name(160),
    phone: mobile,
    // Often the shop's landline: any Turkish number (the first phone, which gets the codes, is a mobile).
    phone2: { type: ["string", "null"], format: "tr-phone", maxLength: 40 },
    website: { ...nullableText(200), format: "website" },
    city: nullableText(60),
    county: nullableText(60),
    address: nullableText(500),
    postal_code: { ...nullableText(10), format: "postal-code" },
    instagram: nullableText(100),
    logo_url: { type: ["string", "null"], maxLength: 500, description: "A file_url from image-upload for this company, or null" },
    time_zone: { type: "string", minLength: 1, maxLength: 64, description: "IANA name, e.g. Europe/Istanbul" },
    ...outputFlagProperties,
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

export const updateUserBody = {
  type: "object",
  properties: {
    name: name(120),
    phone: mobile,
    email: { type: "string", format: "email", maxLength: 254 },
  },
  required: ["name", "phone", "email"],
  additionalProperties: false,
} as const;

export const changePasswordBody = {
  type: "object",
  properties: {
    password_old: { type: "string", minLength: 1, maxLength: 200 },
    password: { type: "string", minLength: 6, maxLength: 200 },
    password_confirmation: { type: "string", maxLength: 200 },
  },
  required: ["password_old", "password", "password_confirmation"],
  additionalProperties: false,
} as const;

export const activateAccountBody = {
  type: "object",
  properties: { code: { type: "string", minLength: 1, maxLength: 20 } },
  required: ["code"],
  additionalProperties: false,
} as const;

