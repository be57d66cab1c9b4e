import type { ResourceSchema } from "../../src/schemas/resource";
import { aliasParameters } from "./query-aliases";
import { FILTER_PERIODS, MAX_IN_VALUES, filterParam, offersIn, offersPeriod, rangeKindOf } from "../../src/engine/list-filters";

/** Keys that only make sense on input (defaults, requireds) or only to us (`x-*`). */
const OUTPUT_DROPPED = new Set(["default", "minLength", "pattern", "format", "minimum", "maximum", "enum", "const"]);

function plain(value: unknown, drop: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((child) => plain(child, drop));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith("x-") && !drop.has(key) && key !== "required" && key !== "allOf")
      .map(([key, child]) => [key, plain(child, drop)]),
  );
}

/** What the columns can hold: an integer column is 32-bit, an id is a safe JavaScript integer. */
export const INTEGER_BOUNDS = { minimum: -2147483648, maximum: 2147483647 } as const;
export const ID_BOUNDS = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** Adds the column's own limits to integer properties that declare none, also inside sub-lists. */
function withStorageBounds(property: any): any {
  if (property.type === "integer") return { ...(property["x-ref"] ? ID_BOUNDS : INTEGER_BOUNDS), ...property };
  if (property.type === "array" && property.items) return { ...property, items: withStorageBounds(property.items) };
  if (property.type === "object" && property.properties) {
    return { ...property, properties: Object.fromEntries(Object.entries(property.properties).map(([key, child]) => [key, withStorageBounds(child)])) };
  }
  return property;
}

/** Properties a client may write: every one but those the server alone sets (`readOnly`). */
export const writableFields = (schema: ResourceSchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => property.readOnly !== true)
    .map(([field]) => field);

/** Secrets stored encrypted (`x-encrypted`, with `writeOnly`). */
export const encryptedFields = (schema: ResourceSchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => property["x-encrypted"] === true)
    .map(([field]) => field);

/**
 * The body schema: the resource schema (without `$id`, which Ajv would register globally) with storage
 * bounds. Read-only properties are left out, so sending one is an unknown field (422).
 */
export function bodySchema(schema: ResourceSchema) {
  const { $id: _id, properties, ...rest } = schema;
  // A secret sent as null is cleared (the form's "remove"); left out, it is kept.
  const nullable = (property: any) => (property["x-encrypted"] === true ? { ...property, type: [property.type, "null"] } : property);
  const writable = Object.fromEntries(writableFields(schema).map((field) => [field, nullable(properties[field])]));
  return withStorageBounds({ ...rest, properties: writable });
}

/** A change names the version it was based on; a stale one is refused with a 409 (optimistic concurrency). */
export const versionProperty = { type: "integer", minimum: 1, maximum: 2147483647 } as const;

/** Properties sent on create only (`x-create-only`: a new user's password). */
export const createOnlyFields = (schema: ResourceSchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, property]) => property["x-create-only"] === true)
    .map(([field]) => field);

/** PUT's body: the writable properties but the create-only ones, plus the optional `version` the form loaded. */
export function updateBodySchema(schema: ResourceSchema) {
  const { properties, required, ...body } = bodySchema(schema);
  const createOnly = createOnlyFields(schema);
  const changeable = Object.fromEntries(Object.entries(properties as Record<string, unknown>).filter(([field]) => !createOnly.includes(field)));
  const requiredKept = (required as readonly string[] | undefined)?.filter((field) => !createOnly.includes(field));
  return { ...body, ...(requiredKept ? { required: requiredKept } : {}), properties: { ...changeable, version: versionProperty } };
}

/** One row as the API answers it: the properties (nullable, since a column may be empty) plus system fields. */
export function rowSchema(schema: ResourceSchema, extra: Record<string, unknown> = {}) {
  const properties: Record<string, unknown> = {
    id: { type: "integer" },
    version: { type: "integer" },
    /** What the caller may do with this row (row rules and actions): update, delete, <action>. */
    _can: { type: "object", additionalProperties: { type: "boolean" } },
    created_at: { type: "string", format: "date-time" },
    updated_at: { type: "string", format: "date-time" },
    ...extra,
  };
  const declared = { ...schema.properties, ...(schema["x-resource"].computed ?? {}) };
  for (const [field, property] of Object.entries(declared)) {
    // Secrets (`writeOnly`) are accepted, stored and never answered.
    if (property.writeOnly === true) continue;
    const clean = plain(property, OUTPUT_DROPPED) as Record<string, unknown>;
    properties[field] = { ...clean, type: [clean.type as string, "null"] };
  }
  // Whether each encrypted secret is stored (the form's "saved" mark), never the secret itself.
  const encrypted = encryptedFields(schema);
  if (encrypted.length) {
    properties._secrets = {
      type: "object",
      additionalProperties: false,
      required: encrypted,
      properties: Object.fromEntries(encrypted.map((field) => [field, { type: "boolean" }])),
    };
  }
  return { type: "object", properties };
}

/** `extras`: the schemas of what a resource's `listExtras` adds to the envelope (a catalog's category tiles). */
export function listEnvelopeSchema(schema: ResourceSchema, extras: Record<string, unknown> = {}) {
  return {
    type: "object",
    properties: {
      data: { type: "array", items: rowSchema(schema, { dealer_name: { type: ["string", "null"] } }) },
      current_page: { type: "integer" },
      per_page: { type: "integer" },
      total: { type: "integer" },
      /** False: there are at least `total` rows (a search counts its matches only a few pages past the asked one). */
      total_exact: { type: "boolean" },
      /** The page's first and last rows, to read the pages around it from (keyset) instead of from the start. */
      cursors: { type: "object", properties: { first: { type: "string" }, last: { type: "string" } } },
      last_page: { type: "integer" },
      counters: { type: "object", properties: Object.fromEntries((schema["x-resource"].list.counters ?? []).map((key) => [key, { type: ["integer", "string"] }])) },
      ...extras,
    },
  };
}

/** Sortable: the row's own scalar columns. */
export function sortableFields(schema: ResourceSchema): string[] {
  const scalar = Object.entries(schema.properties)
    .filter(([, property]) => property.type !== "array" && property.type !== "object")
    .map(([field]) => field);
  // Computed figures are SQL expressions, so lists sort by them too.
  // A resource of custom storage may declare a system column itself (the users' created_at).
  return [...new Set(["id", "created_at", "updated_at", ...scalar, ...Object.keys(schema["x-resource"].computed ?? {})])];
}

/** One value of a filter field, validated like the field itself. */
function filterSchema(property: any) {
  if (property["x-ref"]) return { type: "integer", ...ID_BOUNDS };
  const { type, enum: values, format, maxLength } = property;
  return {
    type,
    ...(type === "integer" ? INTEGER_BOUNDS : {}),
    ...(values ? { enum: values } : {}),
    ...(format ? { format } : {}),
    ...(maxLength ? { maxLength } : {}),
  };
}

/**
 * The query parameters one declared filter accepts, from its type: `field=` always; `field_in=` (a comma list,
 * split before validation) for enums and references; `field_gte=`/`field_lte=` for dates, date-times, integers
 * and money; `field_period=` for dates and date-times.
 */
function filterParameters(field: string, property: any): [string, unknown][] {
  const value = filterSchema(property);
  const parameters: [string, unknown][] = [[field, value]];
  if (offersIn(property)) parameters.push([filterParam(field, "in"), { type: "array", minItems: 1, maxItems: MAX_IN_VALUES, items: value }]);
  if (rangeKindOf(property)) parameters.push([filterParam(field, "gte"), value], [filterParam(field, "lte"), value]);
  if (offersPeriod(property)) parameters.push([filterParam(field, "period"), { type: "string", enum: FILTER_PERIODS }]);
  return parameters;
}

/** Query string of a list: paging, keyword, sort, the declared filters and, for operators, the 'all' view. */
export function listQuerySchema(schema: ResourceSchema) {
  const meta = schema["x-resource"];
  const filters = (meta.list.filters ?? []).flatMap((field) => filterParameters(field, schema.properties[field]));
  const fixed = ["page", "perPage", "cursor", "keyword", "sort", "order", "scope", "company_id"];
  // A derived name must not shadow another parameter (a filter on "check" beside one on "check_in").
  const clash = filters.map(([name]) => name).find((name, index, names) => fixed.includes(name) || names.indexOf(name) !== index);
  if (clash) throw new Error(`${schema.$id}: the list filter parameter "${clash}" is declared twice`);
  const engine: Record<string, unknown> = {
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: meta.list.perPage ?? 15 },
    /** A row of a page the caller shows (the answer's `cursors`): a nearby page is read from it. */
    cursor: { type: "string", maxLength: 500 },
    keyword: { type: "string", maxLength: 100 },
    sort: { type: "string", enum: sortableFields(schema) },
    order: { type: "string", enum: ["asc", "desc"] },
    scope: { type: "string", enum: ["own", "all"] },
    company_id: { type: "integer", minimum: 1 },
    ...Object.fromEntries(filters),
  };
  // The spec's names (`brand=`, `getType=`) beside the engine's, each validated under its own name.
  return { type: "object", additionalProperties: false, properties: { ...engine, ...Object.fromEntries(aliasParameters(schema, engine)) } };
}

/**
 * A path id: canonical decimal digits first ("0x1", "1e0", "+1", " 1", "01", "Infinity" would all be coerced
 * to a number and open a record), then a safe integer. Ajv checks the text, then coerces it in place; the
 * handler reads a number.
 */
export const idParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: { allOf: [{ type: "string", pattern: "^[1-9][0-9]{0,15}$" }, { type: "integer", ...ID_BOUNDS }] } },
} as const;

export const scopeQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { scope: { type: "string", enum: ["own", "all"] } },
} as const;

export const messageSchema = { type: "object", properties: { message: { type: "string" } } } as const;

export const validationErrorSchema = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;

/** The list envelope of one page (spec §4): the rows, where they are, and how many there are (or at least are). */
export function listEnvelope<T>(data: T[], page: { page: number; perPage: number; total: number; exact?: boolean; cursors?: { first: string; last: string } }) {
  const { total, perPage, cursors } = page;
  const envelope = { data, current_page: page.page, per_page: perPage, total, total_exact: page.exact ?? true, last_page: Math.max(1, Math.ceil(total / perPage)) };
  return cursors ? { ...envelope, cursors } : envelope;
}
