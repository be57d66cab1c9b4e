import { describe, expect, it } from "vitest";
import { schemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { gadgetApplications, gadgetKinds, gadgets } from "./__fixtures__/gadgets.schema";
import { assertSchemaConventions } from "./conventions";

const base = { $id: "bad", type: "object", "x-resource": { routes: {}, tenant: "company", list: { columns: [] } }, additionalProperties: false } as const;

describe("schema conventions", () => {
  it("hold for every registered and fixture schema", () => {
    for (const schema of [...(schemas as readonly ResourceSchema[]), gadgetKinds, gadgets, gadgetApplications] as ResourceSchema[]) {
      expect(() => assertSchemaConventions(schema), schema.$id).not.toThrow();
    }
  });

  it("refuse unbounded strings and lists, floats and open objects, also inside sub-lists", () => {
    const bad = {
      ...base,
      properties: {
        note: { type: "string" },
        amount: { type: "number" },
        lines: { type: "array", items: { type: "object", properties: { text: { type: "string" } } } },
      },
    } as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(bad)).toThrow(
      /note is a string without maxLength.*amount is a float.*lines is a list without maxItems.*lines\[\] must set additionalProperties: false.*lines\[\]\.text is a string without maxLength/,
    );
    expect(() => assertSchemaConventions({ ...base, additionalProperties: undefined, properties: {} } as unknown as ResourceSchema)).toThrow(/additionalProperties/);
  });

  it("refuse a field in a section the form does not declare, and a form order naming no property", () => {
    const laidOut = (form: unknown, section: string) =>
      ({
        ...base,
        "x-resource": { ...base["x-resource"], form, computed: { total: { type: "string", format: "money", "x-ui": { section } } } },
        properties: { name: { type: "string", maxLength: 20, "x-ui": { section } } },
      }) as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(laidOut({ sections: ["main"], order: ["name"] }, "main"))).not.toThrow();
    expect(() => assertSchemaConventions(laidOut({ sections: ["main"] }, "details"))).toThrow(
      /name is in section "details", which x-resource.form.sections does not declare; total is in section "details"/,
    );
    expect(() => assertSchemaConventions(laidOut(undefined, "main"))).toThrow(/name is in section "main"/);
    expect(() => assertSchemaConventions(laidOut({ sections: ["main"], order: ["nmae"] }, "main"))).toThrow(/form.order names "nmae", which is no property/);
  });

  it("refuse the keywords only custom storage honours on a resource the generic routes serve", () => {
    const flag = { type: "boolean", "x-company-flag": "yearsize_permission", "x-update-when": "notFirstUser" };
    const generic = { ...base, properties: { flag } } as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(generic)).toThrow(/flag uses x-company-flag.*flag uses x-update-when/);
    const custom = { ...base, "x-resource": { ...base["x-resource"], storage: "custom" }, properties: { flag } } as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(custom)).not.toThrow();
  });

  it("refuse a public create form that asks for what only a signed-in user can fill: references and files, also in lists", () => {
    const publicMeta = { ...base["x-resource"], tenant: "global", publicCreate: { perHour: 3 }, routes: { publicCreate: "basvuru" } };
    const asking = (properties: Record<string, unknown>) => ({ ...base, "x-resource": publicMeta, properties }) as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(asking({ city_id: { type: "integer", "x-ref": "cities" } }))).toThrow(/city_id is a reference/);
    expect(() => assertSchemaConventions(asking({ kind_ids: { type: "array", maxItems: 3, items: { type: "integer", "x-ref": "kinds" } } }))).toThrow(/kind_ids is a reference/);
    expect(() => assertSchemaConventions(asking({ photo: { type: "string", format: "upload" } }))).toThrow(/photo is a file/);
    const lines = { type: "array", maxItems: 3, items: { type: "object", additionalProperties: false, properties: { kind_id: { type: "integer", "x-ref": "kinds" } } } };
    expect(() => assertSchemaConventions(asking({ lines }))).toThrow(/lines\[\]\.kind_id is a reference/);
    expect(() => assertSchemaConventions(asking({ full_name: { type: "string", maxLength: 80 } }))).not.toThrow();
    // The same fields are fine behind sign-in.
    expect(() => assertSchemaConventions({ ...base, properties: { city_id: { type: "integer", "x-ref": "cities" } } } as unknown as ResourceSchema)).not.toThrow();
  });

  it("refuse a public create page on a resource that takes no public create", () => {
    const page = { ...base, "x-resource": { ...base["x-resource"], routes: { publicCreate: "basvuru" } }, properties: {} } as unknown as ResourceSchema;
    expect(() => assertSchemaConventions(page)).toThrow(/routes.publicCreate needs x-resource.publicCreate/);
  });
});
