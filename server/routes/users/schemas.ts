import { PERMISSION_FLAGS } from "../../../src/domain/permissions";
import { idParamsSchema } from "../../engine/route-schemas";

/** Request and response schemas of the company's users API; the row schema lists fields, so hashes never leak. */

const name = { type: "string", minLength: 1, maxLength: 120, pattern: "\\S" } as const;
const email = { type: "string", format: "email", maxLength: 254 } as const;
const phone = { type: "string", format: "tr-mobile", maxLength: 40 } as const;
const password = { type: "string", minLength: 6, maxLength: 200 } as const;
const confirmation = { type: "string", maxLength: 200 } as const;

const flagProperties = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, { type: "boolean" }])) as Record<
  (typeof PERMISSION_FLAGS)[number],
  { type: "boolean" }
>;

export const userRowSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    email: { type: "string" },
    phone: { type: ["string", "null"] },
    first_user: { type: "boolean" },
    created_at: { type: "string", format: "date-time" },
    ...flagProperties,
  },
} as const;

export const userListSchema = {
  type: "object",
  properties: {
    data: { type: "array", items: userRowSchema },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer" },
    last_page: { type: "integer" },
  },
} as const;

export const userListQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
    keyword: { type: "string", maxLength: 100 },
  },
} as const;

/** The canonical path id of every route (decimal digits only); the handler reads a number. */
export const userIdParams = idParamsSchema;
export type UserIdParams = { id: number };

export const createUserBody = {
  type: "object",
  properties: { name, email, phone, password, password_confirmation: confirmation, ...flagProperties },
  required: ["name", "email", "phone", "password", "password_confirmation"],
  additionalProperties: false,
} as const;

/** Flags left out keep their value. */
export const updateUserBody = {
  type: "object",
  properties: { name, email, phone, ...flagProperties },
  required: ["name", "email", "phone"],
  additionalProperties: false,
} as const;

export const setPasswordBody = {
  type: "object",
  properties: { password, password_confirmation: confirmation },
  required: ["password", "password_confirmation"],
  additionalProperties: false,
} as const;
