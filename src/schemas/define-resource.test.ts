import { describe, expect, it } from "vitest";
import { defineResource } from "./define-resource";

const base = { $id: "trial", type: "object", additionalProperties: false, properties: { name: { type: "string", maxLength: 20 }, kind: { type: "string", enum: ["a", "b"] } } } as const;

describe("defineResource", () => {
  it("returns the schema as it is", () => {
    const schema = defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name", "created_at"], search: ["name"] } } });
    expect(schema.properties.name.maxLength).toBe(20);
  });

  it("takes an action body's start value from a column of the row, and refuses (at compile time) one it does not have", () => {
    const body = <const R extends string>(row: R) => ({ type: "object", properties: { note: { type: "string", "x-ui": { start: { row } } } }, additionalProperties: false }) as const;
    const list = { columns: ["name"] } as const;
    const schema = defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list, actions: { copy: { body: body("name") } } } });
    expect(schema["x-resource"].actions.copy.body.properties.note["x-ui"].start).toEqual({ row: "name" });
    // @ts-expect-error "nmae" is no column of the row
    defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list, actions: { copy: { body: body("nmae") } } } });
  });

});
