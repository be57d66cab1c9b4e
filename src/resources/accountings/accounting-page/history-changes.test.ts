import { describe, expect, it } from "vitest";
import { actionOf, changedFields } from "./history-changes";

describe("changedFields", () => {
  it("lists only the fields a change touched, not the version or timestamps", () => {
    const before = { id: 4, price: "100.00", title: "Kına", version: 1, updated_at: "2026-11-24T08:00:00Z" };
    const after = { id: 4, price: "150.00", title: "Kına", version: 2, updated_at: "2026-11-24T09:00:00Z" };
    expect(changedFields(before, after)).toEqual([{ field: "price", before: "100.00", after: "150.00" }]);
  });

  it("shows a create as every filled field coming from nothing, and a delete as the reverse", () => {
    expect(changedFields(null, { id: 1, price: "10.00", description: null })).toEqual([{ field: "price", before: null, after: "10.00" }]);
    expect(changedFields({ id: 1, price: "10.00" }, null)).toEqual([{ field: "price", before: "10.00", after: null }]);
  });

  it("compares lines by their content", () => {
    const lines = [{ service_id: 3, piece: 1, price: "5.00" }];
    expect(changedFields({ lines }, { lines: structuredClone(lines) })).toEqual([]);
    expect(changedFields({ lines }, { lines: [{ ...lines[0], piece: 2 }] })).toHaveLength(1);
  });
});

describe("actionOf", () => {
  it("drops the resource the audit stores before the action", () => {
    expect(actionOf("accountings.receive")).toBe("receive");
    expect(actionOf("update")).toBe("update");
  });
});
