import type { ResourceSchema } from "./types";

/**
 * Where a child resource's rows of one parent live: `GET|POST /<resource>/<id>/<path>`, and the child's
 * `field` that holds the parent's id (the path carries it, so it is neither sent as a filter nor in the body).
 */
export interface ParentLink {
  resource: string;
  id: string | number;
  path: string;
  field: string;
}

/** The registered resources that declare `x-resource.parent` on this one (an employee's advances), in order. */
export const childSchemasOf = (schemas: readonly ResourceSchema[], resource: string): ResourceSchema[] =>
  schemas.filter((schema) => schema["x-resource"].parent?.resource === resource);

/** The child's link to one parent when its declared `parent` is that field; undefined for a plain reference. */
export const parentLinkOf = (child: ResourceSchema, field: string, id: string | number): ParentLink | undefined => {
  const parent = child["x-resource"].parent;
  return parent && parent.field === field ? { resource: parent.resource, id, path: parent.path, field } : undefined;
};
