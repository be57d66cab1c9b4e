import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import { renderResourceTables } from "../../scripts/generate-tables";
import { searchDocument, searchKeysOf } from "../engine/search";
import { tableSpecs } from "./resource-columns";

/** A throwaway shop resource with a bin: what its list declares is what gets an index. */
const widgets = {
  $id: "widgets",
  type: "object",
  "x-resource": {
    routes: { list: "widgets" },
    tenant: "company",
    softDelete: true,
    list: {
      columns: ["name", "price", "notes", "tags", "kind_id"],
      search: ["name", "code"],
      filters: ["status", "made_on", "kind_id"],
      defaultSort: { field: "sold_at", order: "desc" },
    },
  },
  properties: {
    name: { type: "string", maxLength: 80 },
    code: { type: "string" },
    status: { type: "string", enum: ["new", "old"] },
    price: { type: "string", format: "money" },
    made_on: { type: "string", format: "date" },
    sold_at: { type: "string", format: "date-time" },
    notes: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    kind_id: { type: "integer", "x-ref": "widget_kinds" },
  },
} as unknown as ResourceSchema;
const widgetKinds = {
  $id: "widget_kinds",
  type: "object",
  "x-resource": { routes: {}, tenant: "global", list: { columns: ["title"], search: ["title"], defaultSort: { field: "title", order: "asc" } } },
  properties: { title: { type: "string", maxLength: 40 } },
} as unknown as ResourceSchema;

const specOf = (name: string, schemas = [widgets, widgetKinds]) => tableSpecs(schemas).find((spec) => spec.name === name)!;
const indexOf = (name: string, index: string) => specOf(name).indexes.find((ix) => ix.name === index);

describe("indexes derived from a list's declaration", () => {
  it("gives every filter, list column and the default sort a (company_id, field, id) index over live rows", () => {
    for (const field of ["status", "made_on", "sold_at", "price"]) {
      expect(indexOf("widgets", `widgets_${field}_list_idx`), field).toEqual({
        name: `widgets_${field}_list_idx`,
        columns: ["company_id", field, "id"],
        where: "deleted_at is null",
      });
    }
  });

  it("indexes a free text sort by its Turkish sort key, (company_id, tr_sort_key(field) COLLATE \"C\", id), instead of its value", () => {
    expect(indexOf("widgets", "widgets_name_sort_idx")).toEqual({ name: "widgets_name_sort_idx", columns: ["company_id", { sortKey: "name" }, "id"], where: "deleted_at is null" });
    expect(indexOf("widgets", "widgets_name_list_idx")).toBeUndefined();
    expect(renderResourceTables([widgets, widgetKinds])).toContain(
      `index("widgets_name_sort_idx").on(t.company_id, sql.raw("(tr_sort_key(\\"name\\") COLLATE \\"C\\")"), t.id).where(sql.raw("deleted_at is null"))`,
    );
  });

  it("keeps the plain index of a free text field that is also a filter (equality on the stored value)", () => {
    const filtered = { ...widgets, "x-resource": { ...widgets["x-resource"], list: { ...widgets["x-resource"].list, filters: ["name"] } } } as ResourceSchema;
    const names = specOf("widgets", [filtered, widgetKinds]).indexes.map((ix) => ix.name);
    expect(names).toEqual(expect.arrayContaining(["widgets_name_list_idx", "widgets_name_sort_idx"]));
  });

  it("leaves out what a b-tree should not hold or already has: lists, unbounded text, references", () => {
    const names = specOf("widgets").indexes.map((ix) => ix.name);
    expect(names).not.toContain("widgets_tags_list_idx");
    expect(names).not.toContain("widgets_notes_list_idx");
    expect(names).not.toContain("widgets_kind_id_list_idx");
    expect(names).toContain("widgets_kind_id_idx");
  });

  it("indexes a shared (global) resource's fields without company_id", () => {
    expect(indexOf("widget_kinds", "widget_kinds_title_sort_idx")).toEqual({ name: "widget_kinds_title_sort_idx", columns: [{ sortKey: "title" }, "id"] });
  });

  it("stores the folded search text and its per-company keys, and indexes the keys over live rows", () => {
    const columns = specOf("widgets").columns.filter((column) => column.generated);
    expect(columns).toEqual([
      { name: "search_doc", kind: "text", generated: searchDocument(["name", "code"]) },
      { name: "search_keys", kind: "keys", generated: searchKeysOf(["name", "code"], true) },
    ]);
    expect(searchKeysOf(["name", "code"], true)).toMatch(/^search_keys\("company_id", lower\(tr_fold\(/);
    // Rows of no company are keyed under 0.
    expect(specOf("widget_kinds").columns.find((column) => column.name === "search_keys")?.generated).toMatch(/^search_keys\(0, /);
    expect(indexOf("widgets", "widgets_search_idx")).toEqual({ name: "widgets_search_idx", columns: ["search_keys"], using: "gin", where: "deleted_at is null" });
    const rendered = renderResourceTables([widgets, widgetKinds]);
    expect(rendered).toContain(`index("widgets_search_idx").using("gin", t.search_keys).where(sql.raw("deleted_at is null"))`);
    expect(rendered).toContain(`search_keys: bigint("search_keys", { mode: "number" }).array().generatedAlwaysAs(sql.raw(`);
  });

  it("refuses a field named like a search column", () => {
    const clash = { ...widgets, properties: { ...widgets.properties, search_doc: { type: "string" } } } as ResourceSchema;
    expect(() => tableSpecs([clash, widgetKinds])).toThrow(/widgets\.search_doc is a system column of searchable tables/);
  });

  it("refuses a search field that is not text (its text form would not be fixed enough to index)", () => {
    const dated = { ...widgets, "x-resource": { ...widgets["x-resource"], list: { columns: [], search: ["made_on"] } } } as ResourceSchema;
    expect(() => tableSpecs([dated, widgetKinds])).toThrow(/widgets\.made_on: only text and integer fields can be searched/);
  });
});
