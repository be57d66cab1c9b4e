import { describe, expect, it } from "vitest";
import { announces } from "../schemas/announces.schema";
import { clients } from "../schemas/clients.schema";
import { notification } from "../schemas/notification.schema";
import { sample } from "./__fixtures__/sample.schema";
import { columnDefinitions, filterDefinitions, perPageOf } from "./columns";

describe("columnDefinitions", () => {
  it("follows list.columns, skips fields hidden in the list and knows server columns", () => {
    const columns = columnDefinitions(announces);
    expect(columns.map((column) => column.key)).toEqual(["title", "created_at"]);
    expect(columns[1].field.widget).toBe("datetime");
  });

  it("marks the default sort and right-aligns money", () => {
    const columns = columnDefinitions(sample);
    expect(columns.find((column) => column.key === "created_at")?.defaultSortOrder).toBe("descend");
    expect(columns.find((column) => column.key === "balance")?.align).toBe("right");
    expect(columns.find((column) => column.key === "notes")?.sortable).toBe(false);
    expect(columns.find((column) => column.key === "full_name")?.sortable).toBe(true);
  });

  it("finds the server's computed figures: money, right-aligned, not sortable (no column to order by)", () => {
    const balance = columnDefinitions(clients).find((column) => column.key === "balance");
    expect(balance).toMatchObject({ align: "right", sortable: false });
    expect(balance?.field).toMatchObject({ widget: "money", computed: true, readOnly: true });
    expect(columnDefinitions(clients).find((column) => column.key === "full_name")?.field.computed).toBe(false);
  });

  it("prepends the dealer column in the all-dealers scope", () => {
    expect(columnDefinitions(notification, { withDealer: true }).map((column) => column.key)).toEqual([
      "dealer_name",
      "title",
      "description",
      "created_at",
    ]);
  });
});

describe("filterDefinitions", () => {
  it("picks a control per filter field", () => {
    expect(filterDefinitions(sample).map(({ field, kind }) => [field.name, kind])).toEqual([
      ["type", "enum"],
      ["is_active", "boolean"],
      ["category_id", "reference"],
    ]);
    expect(filterDefinitions(announces)).toEqual([]);
  });
});

describe("perPageOf", () => {
  it("uses list.perPage and defaults to 15", () => {
    expect(perPageOf(announces)).toBe(15);
    expect(perPageOf({ ...announces, "x-resource": { ...announces["x-resource"], list: { columns: ["title"] } } })).toBe(15);
    expect(perPageOf({ ...announces, "x-resource": { ...announces["x-resource"], list: { columns: ["title"], perPage: 7 } } })).toBe(7);
  });
});
