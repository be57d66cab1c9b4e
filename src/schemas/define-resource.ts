import type { ResourceSchema } from "./resource";

/** The property names of a schema, as literal types. */
type PropertyName<S> = S extends { properties: infer P } ? Extract<keyof P, string> : never;
type ComputedName<S> = S extends { "x-resource": { computed: infer C } } ? Extract<keyof C, string> : never;
/** What a list may show or sort by: the schema's own fields, its computed figures and the system columns. */
type ColumnName<S> = PropertyName<S> | ComputedName<S> | "id" | "created_at" | "updated_at";

/** `visibleWhen` may only name the schema's own fields. */
type CheckedProperties<S> = S extends { properties: infer P }
  ? { [K in keyof P]: P[K] extends { "x-ui": { visibleWhen: infer V } } ? { "x-ui": { visibleWhen: { [F in keyof V]: F extends PropertyName<S> ? V[F] : never } } } : unknown }
  : never;

/** Every name that `x-resource` uses must be one of the schema's (a typo is a compile error, not a blank column). */
interface CheckedNames<S> {
  "x-resource": {
    list: {
      columns: readonly ColumnName<S>[];
      search?: readonly PropertyName<S>[];
      filters?: readonly PropertyName<S>[];
      defaultSort?: { field: ColumnName<S>; order: "asc" | "desc" };
    };
    deleteBlockedBy?: PropertyName<S>;
    unique?: readonly PropertyName<S>[];
    parent?: { resource: string; field: PropertyName<S>; path: string };
  };
  properties: CheckedProperties<S>;
  required?: readonly PropertyName<S>[];
}

/**
 * Declares an entity: the schema stays plain data with its literal types (for `FromSchema`), and every field
 * name its `x-resource` and `x-ui.visibleWhen` use is checked against its properties at compile time.
 */
export const defineResource = <const S extends ResourceSchema>(schema: S & CheckedNames<S>): S => schema;
