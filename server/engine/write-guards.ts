import type { ResourceSchema } from "../../src/schemas/resource";
import type { Repositories, Row } from "../data";
import { constraintViolation } from "../data/constraint-violation";
import type { ResourceRegistry } from "../data/registry";
import { AppError, invalid } from "../errors";

type Reference = [path: string, target: string, id: number, match: Row];

/** Every `x-ref` value, also inside sub-lists, as `[field path, target resource, id, x-ref-filter]`. */
function referencesIn(properties: Record<string, any>, values: Record<string, unknown>, prefix = ""): Reference[] {
  const found: Reference[] = [];
  for (const [field, property] of Object.entries(properties)) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    if (property["x-ref"]) found.push([prefix + field, property["x-ref"], value as number, property["x-ref-filter"] ?? {}]);
    else if (property.type === "array" && property.items?.["x-ref"] && Array.isArray(value)) {
      // An array of references (the services of an appointment): each id must name a usable row.
      value.forEach((id, index) => found.push([`${prefix}${field}.${index}`, property.items["x-ref"], id as number, property.items["x-ref-filter"] ?? {}]));
    } else if (property.type === "array" && property.items?.properties && Array.isArray(value)) {
      value.forEach((item, index) => found.push(...referencesIn(property.items.properties, item as Record<string, unknown>, `${prefix}${field}.${index}.`)));
    }
  }
  return found;
}

/** Every reference must name a live row the caller's company may use; otherwise that field gets a 422. */
export async function assertReferences(repos: Repositories, schema: ResourceSchema, values: Record<string, unknown>): Promise<void> {
  for (const [path, target, id, match] of referencesIn(schema.properties, values)) {
    if (!(await repos.resource(target).exists(id, match))) throw invalid(path, "server.validation.referenceNotFound");
  }
}

/** True while any row of the company (binned ones too) points at this one, by column or inside its lines. */
export async function isReferenced(registry: ResourceRegistry, repos: Repositories, name: string, id: number): Promise<boolean> {
  for (const referrer of registry.referrers.get(name) ?? []) {
    if (referrer.cascade) continue;
    const other = repos.resource(referrer.resource);
    const total = referrer.inArray || referrer.itemField ? await other.countInLines(referrer.field, referrer.itemField, id) : await other.countReferencing(referrer.field, id);
    if (total > 0) return true;
  }
  return false;
}

/**
 * A referenced row must keep the values its referrers chose it for (`x-ref-filter`): a client category
 * that clients use cannot become an expense category, or those clients could no longer be saved.
 */
export async function assertFilteredValuesKept(registry: ResourceRegistry, repos: Repositories, name: string, before: Row, values: Row): Promise<void> {
  for (const referrer of registry.referrers.get(name) ?? []) {
    const changed = Object.keys(referrer.filter ?? {}).filter((field) => field in values && values[field] !== before[field]);
    if (changed.length === 0) continue;
    const other = repos.resource(referrer.resource);
    const id = before.id as number;
    const total = referrer.inArray || referrer.itemField ? await other.countInLines(referrer.field, referrer.itemField, id) : await other.countReferencing(referrer.field, id);
    if (total > 0) throw invalid(changed[0], "server.validation.valueInUse");
  }
}

/**
 * What the database refused under concurrency, in the API's words: a reference that vanished meanwhile is
 * a 422 on its field, a row that gained a referrer meanwhile is a 409, a duplicate is a 422 on the field, a write
 * into a closed day of the cash box is a 409.
 */
export function translateViolation(error: unknown, name: string, action: "write" | "delete"): unknown {
  const violation = constraintViolation(error);
  if (!violation) return error;
  if (violation.kind === "dayClosed") return new AppError(409, "server.errors.dayClosed");
  const field = (suffix: string) =>
    violation.constraint.startsWith(`${name}_`) && violation.constraint.endsWith(suffix) ? violation.constraint.slice(name.length + 1, -suffix.length) : undefined;
  if (violation.kind === "foreignKey") {
    if (action === "delete") return new AppError(409, "server.errors.inUse");
    const referenced = field("_fk");
    return referenced ? invalid(referenced, "server.validation.referenceNotFound") : new AppError(409, "server.errors.inUse");
  }
  // A unique index over the platform (`<table>_<field>_platform_unique`, written by hand in a migration: a shop's
  // booking page address) is a duplicate on that field like the company's own.
  const duplicate = field("_platform_unique") ?? field("_unique");
  return duplicate ? invalid(duplicate, "server.validation.unique") : error;
}
