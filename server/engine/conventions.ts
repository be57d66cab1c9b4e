import type { ResourceSchema } from "../../src/schemas/resource";

/** Formats whose values have a known size, so a string with one of them needs no maxLength. */
const SIZED_FORMATS = new Set(["date", "date-time", "money", "email", "tr-mobile", "tckn", "vkn", "iban", "upload"]);

function problemsIn(properties: Record<string, any>, path: string, additionalProperties: unknown): string[] {
  const problems: string[] = [];
  if (additionalProperties !== false) problems.push(`${path || "the schema"} must set additionalProperties: false`);
  for (const [field, property] of Object.entries(properties)) {
    const at = path ? `${path}.${field}` : field;
    if (property.type === "string" && property.maxLength === undefined && !property.enum && !SIZED_FORMATS.has(property.format)) {
      problems.push(`${at} is a string without maxLength`);
    }
    if (property.type === "number") problems.push(`${at} is a float: use integer, or format "money" for amounts`);
    if (property.type === "array" && property.maxItems === undefined) problems.push(`${at} is a list without maxItems`);
    if (property.type === "array" && property.items?.type === "object") {
      problems.push(...problemsIn(property.items.properties ?? {}, `${at}[]`, property.items.additionalProperties));
    }
  }
  return problems;
}

/** Query parameter names a list filter takes (README "Adding an entity"): the field and its derived forms. */
const FILTER_FORMS = ["", "_in", "_gte", "_lte", "_period"];

/**
 * `x-resource.bin`: only on a resource with a bin; its filters are list filters, its counters count by properties,
 * and its toggles send list filter parameters, so nothing on the bin page asks what the server would refuse.
 */
function binProblems(schema: ResourceSchema): string[] {
  const meta = schema["x-resource"];
  if (!meta.bin) return [];
  if (!meta.softDelete) return ["x-resource.bin needs softDelete"];
  const filters = meta.list.filters ?? [];
  const parameters = new Set(filters.flatMap((field) => FILTER_FORMS.map((form) => `${field}${form}`)));
  return [
    ...(meta.bin.filters ?? []).filter((field) => !filters.includes(field)).map((field) => `x-resource.bin.filters names "${field}", which is no list filter`),
    ...Object.entries(meta.bin.counters ?? {}).flatMap(([key, match]) =>
      Object.keys(match).filter((field) => !(field in schema.properties)).map((field) => `x-resource.bin.counters.${key} counts by "${field}", which is no property`),
    ),
    ...Object.entries(meta.bin.toggles ?? {}).flatMap(([key, query]) =>
      Object.keys(query).filter((parameter) => !parameters.has(parameter)).map((parameter) => `x-resource.bin.toggles.${key} sends "${parameter}", which no list filter takes`),
    ),
  ];
}

/** Property keywords that a custom storage's own routes check (`server/routes/users`), the generic routes not yet. */
const CUSTOM_STORAGE_KEYWORDS = ["x-company-flag", "x-update-when"];

/**
 * `x-resource.form`: every `x-ui.section` (of a property or a computed figure) is a declared section and
 * every `order` name a property, so no field silently lands in a section nobody titled.
 */
function formLayoutProblems(schema: ResourceSchema): string[] {
  const { sections = [], order = [] } = schema["x-resource"].form ?? {};
  const fields = { ...schema.properties, ...(schema["x-resource"].computed ?? {}) };
  return [
    ...Object.entries(fields)
      .filter(([, property]) => property["x-ui"]?.section !== undefined && !sections.includes(property["x-ui"].section))
      .map(([field, property]) => `${field} is in section "${property["x-ui"].section}", which x-resource.form.sections does not declare`),
    ...order.filter((field) => !(field in schema.properties)).map((field) => `x-resource.form.order names "${field}", which is no property`),
  ];
}

/**
 * What a form without sign-in cannot fill (`publicCreate`): a reference's choices are read behind sign-in, and
 * an upload belongs to a company. Also inside lists and their items.
 */
function signInOnlyFields(properties: Record<string, any>, path: string): string[] {
  return Object.entries(properties).flatMap(([field, property]) => {
    const at = path ? `${path}.${field}` : field;
    const own = property.items ?? property;
    if (own["x-ref"]) return [`${at} is a reference, whose choices a public create form cannot read without signing in`];
    if (own.format === "upload") return [`${at} is a file, which only a signed-in company can upload`];
    return own.type === "object" ? signInOnlyFields(own.properties ?? {}, `${at}[]`) : [];
  });
}

/** `publicCreate`: the form anyone may send asks only for what anyone can fill in; its page needs the keyword. */
function publicCreateProblems(schema: ResourceSchema): string[] {
  const meta = schema["x-resource"];
  if (!meta.publicCreate) return meta.routes.publicCreate === undefined ? [] : ["routes.publicCreate needs x-resource.publicCreate"];
  return signInOnlyFields(schema.properties, "");
}

/**
 * `x-encrypted`: a text secret that is never answered (`writeOnly`); a create-none resource is written by the
 * server alone, so its page must not promise a create form.
 */
function keywordProblems(schema: ResourceSchema): string[] {
  const encrypted = Object.entries(schema.properties).filter(([, property]) => property["x-encrypted"] !== undefined);
  return [
    ...encrypted
      .filter(([, property]) => property["x-encrypted"] !== true || property.writeOnly !== true || property.type !== "string")
      .map(([field]) => `${field} uses x-encrypted, which needs x-encrypted: true on a string with writeOnly: true`),
    ...(schema["x-resource"].create === "none" && schema["x-resource"].routes.create !== undefined ? ['create: "none" has no create page (routes.create)'] : []),
  ];
}

/**
 * The rules every entity schema keeps so that bad input stays a 422: no unknown fields, bounded strings
 * and lists, no floats; form sections that are declared; a public create form without references or files. Checked when the routes are registered, so a schema that breaks them never serves.
 */
export function assertSchemaConventions(schema: ResourceSchema): void {
  const problems = [...problemsIn(schema.properties, "", schema.additionalProperties), ...formLayoutProblems(schema), ...publicCreateProblems(schema), ...binProblems(schema), ...keywordProblems(schema)];
  // Honoured by the routes of custom storage (users) only: on generic routes they would promise what nobody checks.
  if (schema["x-resource"].storage !== "custom") {
    for (const [field, property] of Object.entries(schema.properties)) {
      for (const keyword of CUSTOM_STORAGE_KEYWORDS) if (property[keyword] !== undefined) problems.push(`${field} uses ${keyword}, which only custom storage honours`);
    }
  }
  if (problems.length) throw new Error(`Schema "${schema.$id}" breaks the engine's rules: ${problems.join("; ")}`);
}
