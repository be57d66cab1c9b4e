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

/**
 * The rules every entity schema keeps so that bad input stays a 422: no unknown fields, bounded strings
 * and lists, no floats. Checked when the routes are registered, so a schema that breaks them never serves.
 */
export function assertSchemaConventions(schema: ResourceSchema): void {
  const problems = problemsIn(schema.properties, "", schema.additionalProperties);
  if (problems.length) throw new Error(`Schema "${schema.$id}" breaks the engine's rules: ${problems.join("; ")}`);
}
