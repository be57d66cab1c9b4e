import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_PASSWORD } from "../playwright.config";
import { schemaByName, schemas as registeredSchemas } from "../src/schemas";
import type { ResourceSchema } from "../src/schemas/resource";
import { conditionalRequired } from "../src/engine/conditions";

/** A session token for a seeded user, straight from the API (the login page itself is swept on its own). */
export async function apiToken(request: APIRequestContext, email: string, password = E2E_PASSWORD): Promise<string> {
  const response = await request.post("/api/login", { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The header that signs an API request in with a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One API call as a signed-in user, expected to succeed; its JSON answer. */
export async function apiCall<T>(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT", path: string, data?: Record<string, unknown>): Promise<T> {
  const response = await request.fetch(`/api/${path}`, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new shop that has not verified its phone yet: its settings page shows the verification code box. */
export async function registerShop(request: APIRequestContext): Promise<string> {
  const password = "gelin-2026-ekran";
  const response = await request.post("/api/register", {
    data: {
      full_name: "Ayşe Yılmaz",
      company_name: "Ayşe Gelinlik ve Abiye Evi",
      email: `ekran.${Date.now()}@ornek.com`,
      phone: "5321234567",
      password,
      password_confirmation: password,
      accept_terms: true,
    },
  });
  expect(response.ok(), `register: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Valid Turkish test numbers (INTEGRATIONS.md), as server/test/fixtures.ts uses them. */
const VALID_BY_FORMAT: Record<string, string> = {
  "tr-mobile": "+905321234567",
  tckn: "10000000146",
  vkn: "4540536920",
  iban: "TR330006100519786457841326",
};

/**
 * A value for one property. Texts are long on purpose (a real shop's names and addresses are), lists hold one
 * item so that show pages render their sub-tables, where narrow screens went wrong.
 */
let made = 0;
function sampleValue(property: any): unknown {
  if (property.examples?.length) return property.examples[0];
  if (property.enum) return property.enum[0];
  switch (property.type) {
    case "integer":
      return Math.max(property.minimum ?? 1, Math.min(property.maximum ?? 1000, 1));
    case "boolean":
      return true;
    case "array":
      return property.items?.type === "object" && (property.maxItems ?? 1) >= 1 ? [sampleObject(property.items)] : [];
    case "object":
      return sampleObject(property);
    default:
      if (property.format === "money") return "12500.50";
      if (property.format === "date") return "2026-03-15";
      if (property.format === "date-time") return "2026-03-15T10:30:00.000Z";
      if (property.format === "email") return `ornek.${Date.now()}@ornek.com`;
      if (property.format in VALID_BY_FORMAT) return VALID_BY_FORMAT[property.format];
      if (property.format === "website" || property.format === "uri") return "https://magazam.com.tr";
      if (property["x-ui"]?.widget === "html") return "<p>Ekran taraması için örnek metin.</p>";
      // Each text differs: names may be unique per company (ignoring case).
      const text = `Ekran taraması için uzunca bir örnek kayıt metni ${Date.now() % 100_000}-${++made}`;
      return text.slice(-(property.maxLength ?? text.length)).padEnd(property.minLength ?? 0, "x");
  }
}

function sampleObject(schema: any): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, property]: [string, any]) => property.readOnly !== true && !property["x-ref"] && !property["x-company-flag"])
      .map(([field, property]) => [field, sampleValue(property)]),
  );
}

/**
 * A complete body for `schema`: every writable field, and a new row of the referenced resource for every
 * reference (holding its `x-ref-filter` values; a reference of a row made for a reference to its own kind stays empty unless
 * the row's values require it).
 */
async function sampleBody(request: APIRequestContext, token: string, schema: ResourceSchema, values: Record<string, unknown> = {}, nested = false) {
  const body: Record<string, unknown> = { ...sampleObject(schema), ...values };
  // A field unique within the company (a product's barcode) gets a new value per row: its example would repeat.
  for (const field of schema["x-resource"].unique ?? []) if (typeof body[field] === "string" && !(field in values)) body[field] = `${body[field]}-${Date.now() % 100_000}-${++made}`;
  for (const [field, property] of Object.entries(schema.properties) as [string, any][]) {
    // A row of its own kind only where these values require it (a sub-category's parent category).
    // A read-only reference (the record a correction reverses) is the server's to set.
    if (!property["x-ref"] || property.readOnly === true || (nested && property["x-ref"] === schema.$id && !conditionalRequired(schema, body).has(field))) continue;
    body[field] = await createRow(request, token, property["x-ref"], property["x-ref-filter"] ?? {}, true);
  }
  // A parent whose rows come with their lines (an order's basket, a quote's rows) gets one, made the same way.
  const lines = requiredLinesOf(schema, body);
  if (lines && !("lines" in values)) body.lines = [await sampleBody(request, token, lines, {}, true)];
  return body;
}

/**
 * The line schema (without its parent's field) of a parent whose lines these values require, unconditionally or by
 * an `allOf` rule (`x-resource.parent.lines` on the child: an order's basket, a quote's rows); none for other
 * resources. The same idea as server/test/fixtures.ts `requiredLinesOf`.
 */
function requiredLinesOf(schema: ResourceSchema, body: Record<string, unknown>): ResourceSchema | undefined {
  if (!(schema.required ?? []).includes("lines") && !conditionalRequired(schema, body).has("lines")) return undefined;
  const child = (registeredSchemas as readonly ResourceSchema[]).find((candidate) => candidate["x-resource"].parent?.resource === schema.$id && candidate["x-resource"].parent?.lines);
  if (!child) return undefined;
  const parentField = child["x-resource"].parent!.field;
  const properties = Object.fromEntries(Object.entries(child.properties).filter(([field]) => field !== parentField));
  return { ...child, properties, required: (child.required ?? []).filter((field) => field !== parentField) } as ResourceSchema;
}

async function createRow(request: APIRequestContext, token: string, resource: string, values: Record<string, unknown> = {}, nested = false): Promise<number> {
  const schema = schemaByName(resource) as ResourceSchema | undefined;
  if (!schema) throw new Error(`unknown resource ${resource}`);
  const data = await sampleBody(request, token, schema, values, nested);
  const created = await request.post(`/api/${resource}`, { headers: { authorization: `Bearer ${token}` }, data });
  if (created.status() !== 201) throw new Error(`creating a ${resource} row answered ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

/**
 * The id of a row of `resource` the token's user can open: one made by this run, so that every field is filled
 * as the narrow-screen checks need.
 */
export const rowIdFor = (request: APIRequestContext, token: string, resource: string): Promise<number> => createRow(request, token, resource);
