import { formFields, isVisibleFor } from "./fields";
import type { FieldDescriptor, ResourceSchema } from "./types";

const defaultsOf = (fields: FieldDescriptor[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) => {
      if (field.property.default !== undefined) return [[field.name, field.property.default]];
      if (field.widget === "sub-list" || field.widget === "lines") return [[field.name, []]];
      return [];
    }),
  );

/** Initial values of a create form: the schema's `default`s, and empty sub-lists. */
export const defaultValues = (schema: ResourceSchema): Record<string, unknown> => defaultsOf(formFields(schema));

/** Initial values of a new sub-list row. */
export const itemDefaults = (field: FieldDescriptor): Record<string, unknown> => defaultsOf(field.itemFields ?? []);

const EMPTY = Symbol("empty");

/** An emptied field is sent as null only where the schema allows null; otherwise it is left out. */
const emptyValue = (field: FieldDescriptor): null | typeof EMPTY =>
  Array.isArray(field.property.type) && field.property.type.includes("null") ? null : EMPTY;

const normaliseValue = (field: FieldDescriptor, value: unknown): unknown => {
  if (value === undefined || value === null) return emptyValue(field);
  if (field.widget === "sub-list" || field.widget === "lines") {
    const items = Array.isArray(value) ? value : [];
    return items.map((item: Record<string, unknown>) => ({
      // A line sent back with its id is kept (a change replaces the set); without one it is new.
      ...(field.widget === "lines" && typeof item?.id === "number" ? { id: item.id } : {}),
      ...normaliseObject(field.itemFields ?? [], item ?? {}),
    }));
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return emptyValue(field);
    // References and integers may come back from a Select or a URL as strings.
    if (field.ref || field.property.type === "integer") return Number.isNaN(Number(text)) ? text : Number(text);
    return text;
  }
  return value;
};

const normaliseObject = (fields: FieldDescriptor[], values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    fields
      // A field the form hides for these values (a person's tax number) is not sent: a PUT clears it.
      .filter((field) => isVisibleFor(field, values))
      .map((field) => [field.name, normaliseValue(field, values[field.name])] as const)
      .filter(([, value]) => value !== EMPTY),
  );

/**
 * What the form sends: only the form's fields (never server columns such as id or created_at) that its
 * `visibleWhen`s show, strings trimmed, empty fields left out (or null where the schema allows null). Masked values stay formatted: the server normalises them.
 */
export const normaliseForSubmit = (schema: ResourceSchema, values: Record<string, unknown>): Record<string, unknown> =>
  normaliseObject(formFields(schema), values);
