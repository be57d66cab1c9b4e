import { describe, expect, it } from "vitest";
import { schemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { gadgetKinds, gadgets } from "./__fixtures__/gadgets.schema";
import { assertSchemaConventions } from "./conventions";

const base = { $id: "bad", type: "object", "x-resource": { routes: {}, tenant: "company", list: { columns: [] } }, additionalProperties: false } as const;

describe("schema conventions", () => {
  it("hold for every registered and fixture schema", () => {
    for (const schema of [...(schemas as readonly ResourceSchema[]), gadgetKinds, gadgets] as ResourceSchema[]) {
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
});
