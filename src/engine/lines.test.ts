import { describe, expect, it } from "vitest";
import { gadgetKinds, gizmoLines, gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { describeFields } from "./fields";
import { DEFAULT_MAX_LINES, linesOf, withLines } from "./lines";
import type { ResourceSchema } from "./types";
import { normaliseForSubmit } from "./values";

const schemas = [gadgetKinds, gizmos, gizmoLines] as unknown as ResourceSchema[];
const served = withLines(schemas[1], schemas);

describe("lines derived from the child (parent.lines)", () => {
  it("gives the parent a bounded list of the child's items: its fields without the parent key, plus the line's id", () => {
    expect(served.properties.lines).toEqual({
      type: "array",
      maxItems: 20,
      "x-lines": "gizmo_lines",
      items: {
        type: "object",
        additionalProperties: false,
        properties: { id: { type: "integer", minimum: 1 }, kind_id: gizmoLines.properties.kind_id, quantity: gizmoLines.properties.quantity, price: gizmoLines.properties.price, note: gizmoLines.properties.note },
        required: ["kind_id", "quantity", "price"],
      },
    });
    // The declared schema stays as written: its table has no lines column.
    expect(gizmos.properties).not.toHaveProperty("lines");
    expect(linesOf([{ ...schemas[2], "x-resource": { ...schemas[2]["x-resource"], parent: { ...gizmoLines["x-resource"].parent, maxLines: undefined } } }], "gizmos")[0].maxItems).toBe(DEFAULT_MAX_LINES);
  });

  it("leaves other schemas alone and answers the same object for the same inputs", () => {
    expect(withLines(schemas[0], schemas)).toBe(schemas[0]);
    expect(withLines(schemas[1], schemas)).toBe(served);
  });

  it("describes the lines for the forms: the child's fields under the child's labels, ids kept when sent", () => {
    const lines = describeFields(served).find((field) => field.name === "lines")!;
    expect(lines.widget).toBe("lines");
    expect(lines.itemResource).toBe("gizmo_lines");
    expect(lines.itemFields?.map((field) => field.name)).toEqual(["kind_id", "quantity", "price", "note"]);
    const sent = normaliseForSubmit(served, { name: "set", barcode: "B1", lines: [{ id: 4, kind_id: "2", quantity: 1, price: " 3.50 " }, { kind_id: 1, quantity: 2, price: "1" }] });
    expect(sent.lines).toEqual([{ id: 4, kind_id: 2, quantity: 1, price: "3.50" }, { kind_id: 1, quantity: 2, price: "1" }]);
  });
});
