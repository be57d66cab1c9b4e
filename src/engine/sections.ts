import { humanise, translateOr } from "./labels";
import type { FieldDescriptor, ResourceSchema, Translate } from "./types";

/** A titled group of a generated form or show page; `name` is undefined when the schema declares no sections. */
export interface FieldSection {
  name?: string;
  fields: FieldDescriptor[];
}

export const sectionTitleKey = (resource: string, section: string): string => `${resource}.sections.${section}`;

export const sectionTitle = (t: Translate, resource: string, section: string): string =>
  translateOr(t, sectionTitleKey(resource, section), humanise(section));

/** The declared sections (`x-resource.form.sections`), in their order. */
export const sectionNames = (schema: ResourceSchema): readonly string[] => schema["x-resource"].form?.sections ?? [];

/** `x-resource.form.order`: the named fields first, in that order; the others keep property order after them. */
export const orderFields = (schema: ResourceSchema, fields: readonly FieldDescriptor[]): FieldDescriptor[] => {
  const order = schema["x-resource"].form?.order ?? [];
  const rank = (field: FieldDescriptor) => (order.includes(field.name) ? order.indexOf(field.name) : order.length);
  // Array.prototype.sort is stable, so unnamed fields keep their relative order.
  return [...fields].sort((a, b) => rank(a) - rank(b));
};

/**
 * The fields grouped by their `x-ui.section`, sections in declared order, fields in `orderFields` order; a field
 * without a section (or naming none declared, which the compiler and the server refuse) joins the first.
 * Sections left without fields (hidden here, not the user's to see) are dropped.
 */
export const groupBySection = (schema: ResourceSchema, fields: readonly FieldDescriptor[]): FieldSection[] => {
  const ordered = orderFields(schema, fields);
  const names = sectionNames(schema);
  if (names.length === 0) return ordered.length ? [{ fields: ordered }] : [];
  const sectionOf = (field: FieldDescriptor) => (field.section !== undefined && names.includes(field.section) ? field.section : names[0]);
  return names
    .map((name) => ({ name, fields: ordered.filter((field) => sectionOf(field) === name) }))
    .filter((section) => section.fields.length > 0);
};
