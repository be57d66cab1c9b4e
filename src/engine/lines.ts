import type { ResourceSchema } from "./types";

/** How many lines a record holds at most when its child does not say (`x-resource.parent.maxLines`). */
export const DEFAULT_MAX_LINES = 100;

/**
 * A child resource written with its parent (`x-resource.parent.lines`): an order's basket, a quote's rows.
 * The lines live in the child's own table (reports query them in SQL); the parent's body and answer hold
 * them under `property`, in order.
 */
export interface LinesLink {
  /** The parent's property that holds the lines. */
  property: string;
  child: ResourceSchema;
  /** The child's reference to its parent. */
  field: string;
  maxItems: number;
}

/** The children of `parent` that are written with it, in declaration order. */
export const linesOf = (schemas: readonly ResourceSchema[], parent: string): LinesLink[] =>
  schemas.flatMap((child) => {
    const link = child["x-resource"].parent;
    if (!link?.lines || link.resource !== parent) return [];
    return [{ property: link.lines, child, field: link.field, maxItems: link.maxLines ?? DEFAULT_MAX_LINES }];
  });

/** The fields of one line: the child's own, without its key to the parent (the parent holds the line). */
export const lineFields = (link: LinesLink): string[] => Object.keys(link.child.properties).filter((field) => field !== link.field);

/**
 * One line as the parent's body and answer hold it: the child's fields and rules without the parent key, plus
 * the line's `id`. A change sends the ids of the lines it keeps; a line without one is new.
 */
export function lineItemSchema(link: LinesLink): Record<string, unknown> {
  const { properties, required = [] } = link.child;
  return {
    type: "object",
    additionalProperties: false,
    properties: {
      id: { type: "integer", minimum: 1 },
      ...Object.fromEntries(lineFields(link).map((field) => [field, properties[field]])),
    },
    required: required.filter((field) => field !== link.field),
  };
}

/** The parent's property: a bounded list of line items; `x-lines` names the child (labels, widgets). */
export const linesProperty = (link: LinesLink): Record<string, unknown> => ({
  type: "array",
  maxItems: link.maxItems,
  items: lineItemSchema(link),
  "x-lines": link.child.$id,
});

const derived = new WeakMap<ResourceSchema, WeakMap<readonly ResourceSchema[], ResourceSchema>>();

/**
 * The schema as the API and the forms speak it: a parent gains one property per lines child, derived from the
 * child's schema so that nobody writes it twice. The table is built from the declared schema, so the lines
 * never become a column of the parent. The same inputs give the same object (forms memoise on it).
 */
export function withLines(schema: ResourceSchema, schemas: readonly ResourceSchema[]): ResourceSchema {
  const cached = derived.get(schema)?.get(schemas);
  if (cached) return cached;
  const links = linesOf(schemas, schema.$id);
  const served = links.length === 0 ? schema : { ...schema, properties: { ...schema.properties, ...Object.fromEntries(links.map((link) => [link.property, linesProperty(link)])) } };
  if (!derived.has(schema)) derived.set(schema, new WeakMap());
  derived.get(schema)!.set(schemas, served);
  return served;
}
