import { randomBytes } from "node:crypto";
import { allFlags, type PermissionFlags, type Role } from "../../src/domain/permissions";
import { conditionalRequired } from "../../src/engine/conditions";
import { schemas as registeredSchemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { issueToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { companies, users } from "../db/core";

export interface Actor {
  companyId: number;
  userId: number;
  token: string;
  headers: { authorization: string };
}

/** A company with one user and a live token; all flags on unless `permissions` says otherwise. */
export async function createActor(
  db: Db,
  options: { roles?: Role[]; firstUser?: boolean; permissions?: Partial<PermissionFlags>; companyId?: number } = {},
): Promise<Actor> {
  const companyId =
    options.companyId ??
    (
      await db
        .insert(companies)
        .values({ full_name: `Test ${randomBytes(3).toString("hex")}`, expiration_date: new Date(Date.now() + 14 * 86_400_000) })
        .returning({ id: companies.id })
    )[0].id;
  const [user] = await db
    .insert(users)
    .values({
      company_id: companyId,
      name: "Test",
      email: `${randomBytes(6).toString("hex")}@test.local`,
      password_hash: "not-used-in-these-tests",
      roles: options.roles ?? ["user"],
      first_user: options.firstUser ?? true,
      ...allFlags(true),
      ...options.permissions,
    })
    .returning({ id: users.id });
  const token = await issueToken(db, { userId: user.id, companyId, ttlHours: 1 });
  return { companyId, userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** Valid test numbers from INTEGRATIONS.md for our own formats. */
const VALID_BY_FORMAT: Record<string, string> = {
  "tr-mobile": "+905321234567",
  tckn: "10000000146",
  vkn: "4540536920",
  iban: "TR330006100519786457841326",
  website: "https://prenses.com.tr",
  "postal-code": "34710",
};

/** A value that satisfies one property's schema (references are filled by the caller). */
export function sampleValue(property: any, seed = 1): unknown {
  if (property.examples?.length) return property.examples[0];
  if (property.enum) return property.enum[0];
  switch (property.type) {
    case "integer": {
      // Seeds above the minimum stay themselves; a high minimum (a year, a size) counts up from it, so seeds still differ.
      const minimum = property.minimum ?? 1;
      const counted = Math.min(property.maximum ?? 1000, seed >= minimum ? seed : minimum + seed - 1);
      const step = property.multipleOf ?? 1;
      return Math.ceil(counted / step) * step > (property.maximum ?? Infinity) ? Math.floor(counted / step) * step : Math.ceil(counted / step) * step;
    }
    case "boolean":
      return true;
    case "array":
      return property.minItems ? Array.from({ length: property.minItems }, () => sampleObject(property.items, seed)) : [];
    case "object":
      return sampleObject(property, seed);
    default:
      if (property.format === "money") return `${seed}2.50`;
      if (property.format === "date") return "2026-03-15";
      if (property.format === "date-time") return "2026-03-15T10:30:00.000Z";
      // Unique on every call: users' emails are unique across the platform.
      if (property.format === "email") return `kisi${seed}.${randomBytes(3).toString("hex")}@ornek.com`;
      if (property.format in VALID_BY_FORMAT) return VALID_BY_FORMAT[property.format];
      const text = `Örnek ${seed} kayıt`;
      return text.slice(0, property.maxLength ?? text.length).padEnd(property.minLength ?? 0, "x");
  }
}

function sampleObject(schema: any, seed: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([field, property]) => [field, sampleValue(property, seed)]));
}

/** Days handed out one after another (a unique date, a closed day, cannot take a random prefix): from 2020-01-01 on, all in the past. */
let nextUniqueDay = 0;
const uniqueDay = (): string => new Date(Date.UTC(2020, 0, 1 + (nextUniqueDay++ % 2000))).toISOString().slice(0, 10);

/**
 * A complete valid body: every writable property, so conditional requireds are met too. References
 * need `refs`; a reference left out of `refs` stays out of the body.
 */
export function sampleBody(schema: ResourceSchema, seed = 1, refs: Record<string, number> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const unique = new Set<string>(schema["x-resource"].unique ?? []);
  for (const [field, property] of Object.entries(schema.properties)) {
    if (property.readOnly === true || (property["x-ref"] && refs[field] === undefined)) continue;
    body[field] = property["x-ref"] ? refs[field] : sampleValue(property, seed);
    // A test company holds no operator grant, so a field it gates stays off.
    if (property["x-company-flag"]) body[field] = false;
    // Values unique per company differ per body, so a test may create several rows (a unique reference, a sheet's
    // sale, differs already: each row's references are made for it).
    if (unique.has(field) && !property["x-ref"]) body[field] = property.format === "date" ? uniqueDay() : `${randomBytes(4).toString("hex")}${body[field]}`.slice(0, property.maxLength ?? 40);
  }
  // A schedule resource's rows never overlap in their calendar: each sample takes a day of its own.
  if (schema["x-resource"].schedule && "start_date" in body && "end_date" in body) body.start_date = body.end_date = uniqueDay();
  // A parent that requires its lines (a quote's rows) gets one, its references from `refs` as `lines.<field>`.
  const lines = requiredLinesOf(schema);
  if (lines) {
    const lineRefs = Object.fromEntries(Object.entries(refs).flatMap(([field, id]) => (field.startsWith("lines.") ? [[field.slice("lines.".length), id]] : [])));
    body.lines = [sampleBody(lines, seed, lineRefs)];
  }
  return body;
}

/**
 * The line schema (without its parent's field) of a registered parent whose lines are required, unconditionally or
 * by an `allOf` rule (`x-resource.parent.lines`: a quote's rows); none for other resources.
 */
export function requiredLinesOf(schema: ResourceSchema): ResourceSchema | undefined {
  // A rule's condition is read against the sample's own values: a record of the sampled kind (a supplier credit)
  // takes no lines although an income's would.
  const sampled = Object.fromEntries(Object.entries(schema.properties).map(([field, property]) => [field, sampleValue(property)]));
  const required = (schema.required ?? []).includes("lines") || conditionalRequired(schema, sampled).has("lines");
  if (!required) return undefined;
  const child = (registeredSchemas as readonly ResourceSchema[]).find((candidate) => candidate["x-resource"].parent?.resource === schema.$id && candidate["x-resource"].parent?.lines);
  if (!child) return undefined;
  const parentField = child["x-resource"].parent!.field;
  const properties = Object.fromEntries(Object.entries(child.properties).filter(([field]) => field !== parentField));
  return { ...child, properties, required: (child.required ?? []).filter((field) => field !== parentField) } as ResourceSchema;
}

/** A create body made fit for a change (PUT): without the fields sent on create only (`x-create-only`, a password). */
export function changeBody(schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([field]) => schema.properties[field]?.["x-create-only"] !== true));
}
