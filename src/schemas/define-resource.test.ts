import { describe, expect, it } from "vitest";
import { defineResource } from "./define-resource";

const base = { $id: "trial", type: "object", additionalProperties: false, properties: { name: { type: "string", maxLength: 20 }, kind: { type: "string", enum: ["a", "b"] } } } as const;

describe("defineResource", () => {
  it("returns the schema as it is", () => {
    const schema = defineResource({ ...base, "x-resource": { routes: {}, tenant: "company", list: { columns: ["name", "created_at"], search: ["name"] } } });
    expect(schema.properties.name.maxLength).toBe(20);
  });

});
