import { defineResource } from "./define-resource";

/**
 * Compile-time checks of defineResource, run by `tsc` in `npm test`: every call marked @ts-expect-error must
 * be refused, so a schema that names a field it does not have can never compile. Never called.
 */
const base = { $id: "trial", type: "object", additionalProperties: false, properties: { name: { type: "string", maxLength: 20 }, kind: { type: "string", enum: ["a", "b"] } } } as const;

export function defineResourceTypeChecks(): void {
    // Each line below is a type error; `tsc` (npm test) fails if one of them ever compiles.
    // @ts-expect-error a list column that is no field
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["nmae"] } } });
    // @ts-expect-error a search field that is no field
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"], search: ["title"] } } });
    // @ts-expect-error a filter that is no field
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"], filters: ["type"] } } });
    // @ts-expect-error a unique field that is no field
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] }, unique: ["barcode"] } });
    // @ts-expect-error a required field that is no field
    defineResource({ ...base, required: ["nam"], "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } } });
    defineResource({
      ...base,
      properties: { ...base.properties, note: { type: "string", maxLength: 10, "x-ui": { visibleWhen: { kind: "a" } } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } },
    });
    defineResource({
      ...base,
      // @ts-expect-error visibleWhen naming a field the schema does not have
      properties: { ...base.properties, note: { type: "string", maxLength: 10, "x-ui": { visibleWhen: { knd: "a" } } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } },
    });
    defineResource({
      ...base,
      properties: { ...base.properties, note: { type: "string", maxLength: 10, "x-ui": { section: "details" } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] }, form: { sections: ["main", "details"], order: ["note", "name"] } },
    });
    defineResource({
      ...base,
      // @ts-expect-error a section the form does not declare
      properties: { ...base.properties, note: { type: "string", maxLength: 10, "x-ui": { section: "detials" } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] }, form: { sections: ["main", "details"] } },
    });
    defineResource({
      ...base,
      // @ts-expect-error a section while the form declares none
      properties: { ...base.properties, note: { type: "string", maxLength: 10, "x-ui": { section: "details" } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } },
    });
    // @ts-expect-error a form order naming no field
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] }, form: { order: ["nmae"] } } });
    defineResource({
      ...base,
      "x-resource": {
        routes: {},
        tenant: "company",
        list: { columns: ["name"] },
        form: { sections: ["main"] },
        // @ts-expect-error a computed figure in a section the form does not declare
        computed: { total: { type: "string", format: "money", "x-ui": { section: "figures" } } },
      },
    });
    defineResource({
      ...base,
      properties: { ...base.properties, again: { type: "string", maxLength: 20, "x-ui": { sameAs: "name" } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } },
    });
    defineResource({
      ...base,
      // @ts-expect-error a confirmation of a field the schema does not have
      properties: { ...base.properties, again: { type: "string", maxLength: 20, "x-ui": { sameAs: "nmae" } } },
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"] } },
    });
}
