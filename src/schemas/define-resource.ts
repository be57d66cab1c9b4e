import type { ResourceSchema } from "./resource";

/** The property names of a schema, as literal types. */
type PropertyName<S> = S extends { properties: infer P } ? Extract<keyof P, string> : never;
type ComputedName<S> = S extends { "x-resource": { computed: infer C } } ? Extract<keyof C, string> : never;
/** What a list may show or sort by: the schema's own fields, its computed figures and the system columns. */
type ColumnName<S> = PropertyName<S> | ComputedName<S> | "id" | "created_at" | "updated_at";

/** The form sections the schema declares (`x-resource.form.sections`). */
type SectionName<S> = S extends { "x-resource": { form: { sections: readonly (infer N)[] } } } ? N : never;

/** `visibleWhen` may only name the schema's own fields, `section` only a declared section. */
type CheckedUi<S, U> = (U extends { visibleWhen: infer V } ? { visibleWhen: { [F in keyof V]: F extends PropertyName<S> ? V[F] : never } } : unknown) &
  (U extends { section: unknown } ? { section: SectionName<S> } : unknown) &
  (U extends { sameAs: unknown } ? { sameAs: PropertyName<S> } : unknown);
type CheckedFields<S, P> = { [K in keyof P]: P[K] extends { "x-ui": infer U } ? { "x-ui": CheckedUi<S, U> } : unknown };
type CheckedProperties<S> = S extends { properties: infer P } ? CheckedFields<S, P> : never;
/** Computed figures may sit in a section too (the show page's). */
type CheckedComputed<S> = S extends { "x-resource": { computed: infer C } } ? CheckedFields<S, C> : Record<string, any>;

/** An action body's `x-ui.start.row` names a column of the row the action runs on. */
type CheckedStart<S, U> = U extends { start: { row: unknown } } ? { start: { row: ColumnName<S> } } : unknown;
type CheckedBody<S, B> = B extends { properties: infer P }
  ? { properties: { [K in keyof P]: P[K] extends { "x-ui": infer U } ? { "x-ui": CheckedStart<S, U> } : unknown } }
  : unknown;
type CheckedActions<S> = S extends { "x-resource": { actions: infer A } }
  ? { [K in keyof A]: A[K] extends { body: infer B } ? { body?: CheckedBody<S, B> } : unknown }
  : Record<string, any>;

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
    uniqueIgnoringCase?: { field: PropertyName<S>; among?: readonly PropertyName<S>[] };
    parent?: { resource: string; field: PropertyName<S>; path: string; lines?: string; maxLines?: number };
    computed?: CheckedComputed<S>;
    form?: { sections?: readonly string[]; order?: readonly PropertyName<S>[] };
    actions?: CheckedActions<S>;
  };
  properties: CheckedProperties<S>;
  required?: readonly PropertyName<S>[];
}

/**
 * Declares an entity: the schema stays plain data with its literal types (for `FromSchema`), and every field
 * name its `x-resource` and `x-ui.visibleWhen` use is checked against its properties at compile time, every
 * `x-ui.section` against the declared `x-resource.form.sections`.
 */
export const defineResource = <const S extends ResourceSchema>(schema: S & CheckedNames<S>): S => schema;
