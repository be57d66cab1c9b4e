import { schemas as registeredSchemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { buildTables, type ResourceTable } from "../db/resource-table";
import { hasGeneratedTable, tableSpecs } from "../db/resource-columns";
import { resourceTables } from "../db/resource-tables";
import type { ComputedSql, ResourceDefinition } from "./resource-repository";
import type { SecretBox } from "../crypto/secrets";

/** A place that points at a resource's rows: a reference column, or a reference inside a list of lines. */
export interface Referrer {
  resource: string;
  field: string;
  /** Set when the reference sits in the items of the list `field`. */
  itemField?: string;
  /** Set when `field` is a list of the referenced ids themselves. */
  inArray?: boolean;
  /** The values the referenced row must hold (`x-ref-filter`): they cannot change while it is referenced. */
  filter?: Record<string, unknown>;
  /** A child's key to its parent: the children go with it, so they do not block its delete. */
  cascade?: boolean;
}

export interface ResourceRegistry {
  definitions: ReadonlyMap<string, ResourceDefinition>;
  /** Who points at each resource: the delete guard asks them before a row goes. */
  referrers: ReadonlyMap<string, readonly Referrer[]>;
  definition(name: string): ResourceDefinition;
}

function referrersOf(schemas: readonly ResourceSchema[]): Map<string, Referrer[]> {
  const found = new Map<string, Referrer[]>();
  const add = (target: string, referrer: Referrer) => found.set(target, [...(found.get(target) ?? []), referrer]);
  for (const schema of schemas) {
    for (const [field, property] of Object.entries(schema.properties)) {
      if (property["x-ref"]) {
        const cascade = schema["x-resource"].parent?.field === field;
        add(property["x-ref"], { resource: schema.$id, field, filter: property["x-ref-filter"], ...(cascade ? { cascade } : {}) });
      }
      if (property.type === "array" && property.items?.["x-ref"]) add(property.items["x-ref"], { resource: schema.$id, field, inArray: true, filter: property.items["x-ref-filter"] });
      for (const [itemField, item] of Object.entries<any>(property.type === "array" ? (property.items?.properties ?? {}) : {})) {
        if (item["x-ref"]) add(item["x-ref"], { resource: schema.$id, field, itemField, filter: item["x-ref-filter"] });
      }
    }
  }
  return found;
}

/**
 * The resources an app serves: registered schemas use the generated tables; others (tests' throwaway
 * schemas) get tables built from the same description at start-up. A resource of custom storage (users)
 * has neither: its own routes keep its rows.
 */
export function createRegistry(schemas: readonly ResourceSchema[], computedSql?: Record<string, ComputedSql | undefined>, secrets?: SecretBox): ResourceRegistry {
  // An app must say how to compute every declared figure; work outside requests (seeding) reads none.
  for (const schema of computedSql ? schemas : []) {
    const missing = Object.keys(schema["x-resource"].computed ?? {}).filter((field) => !computedSql?.[schema.$id]?.[field]);
    if (missing.length) throw new Error(`${schema.$id}: computed ${missing.join(", ")} without SQL (ResourceExtension.computedSql)`);
  }
  const unknown = schemas.filter((schema) => !resourceTables[schema.$id]);
  const specs = tableSpecs(schemas).filter((spec) => unknown.some((schema) => schema.$id === spec.name));
  const tables: Record<string, ResourceTable> = { ...resourceTables, ...buildTables(specs, resourceTables) };
  const definitions = new Map<string, ResourceDefinition>(
    schemas.filter(hasGeneratedTable).map((schema) => [schema.$id, { schema, table: tables[schema.$id], name: schema.$id, computedSql: computedSql?.[schema.$id], secrets }]),
  );
  const referrers = referrersOf(schemas);
  for (const [name, definition] of definitions) {
    const cascading = (referrers.get(name) ?? []).filter((referrer) => referrer.cascade && definitions.has(referrer.resource));
    if (cascading.length) definition.children = cascading.map((referrer) => ({ definition: definitions.get(referrer.resource)!, field: referrer.field }));
  }
  return {
    definitions,
    referrers,
    definition(name) {
      const found = definitions.get(name);
      if (!found) throw new Error(`unknown resource "${name}"`);
      return found;
    },
  };
}

let registered: ResourceRegistry | undefined;

/** The registry of the product's own schemas, for work outside a request (seeding, a new company's defaults). */
export const registeredResources = (): ResourceRegistry => (registered ??= createRegistry(registeredSchemas as readonly ResourceSchema[]));
