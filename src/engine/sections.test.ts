import { describe, expect, it } from "vitest";
import { gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { clients } from "../schemas/clients.schema";
import { describeFields, formFields, showFields } from "./fields";
import { groupBySection, orderFields, sectionTitleKey } from "./sections";
import type { ResourceSchema } from "./types";

const schema = gizmos as unknown as ResourceSchema;
const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe("form sections", () => {
  it("groups the form's fields by their section in declared order; fields without one join the first", () => {
    const sections = groupBySection(schema, formFields(schema));
    expect(sections.map((section) => section.name)).toEqual(["main", "details"]);
    expect(names(sections[0].fields)).toEqual(["barcode", "name", "secret", "kind_id", "kind_ids"]);
    expect(names(sections[1].fields)).toEqual(["made_on", "price", "size", "is_active"]);
  });

  it("drops a section left without fields", () => {
    const onlyMain = formFields(schema).filter((field) => field.section === undefined);
    expect(groupBySection(schema, onlyMain).map((section) => section.name)).toEqual(["main"]);
  });

  it("is one untitled group when the schema declares none", () => {
    const plain = { ...schema, "x-resource": { ...schema["x-resource"], form: undefined } } as ResourceSchema;
    expect(groupBySection(plain, formFields(plain))).toEqual([{ fields: formFields(plain) }]);
    expect(groupBySection(plain, [])).toEqual([]);
  });

  it("puts the fields named by form.order first, the others in property order", () => {
    expect(names(orderFields(schema, describeFields(schema))).slice(0, 3)).toEqual(["barcode", "name", "secret"]);
    const reordered = { ...schema, "x-resource": { ...schema["x-resource"], form: { order: ["price", "name"] } } } as ResourceSchema;
    expect(names(orderFields(reordered, describeFields(reordered))).slice(0, 4)).toEqual(["price", "name", "barcode", "secret"]);
  });

  it("keeps the spec's field order across the client form's sections", () => {
    const sections = groupBySection(clients as unknown as ResourceSchema, formFields(clients as unknown as ResourceSchema));
    expect(sections.flatMap((section) => names(section.fields))).toEqual(names(formFields(clients as unknown as ResourceSchema)));
    expect(sections.map((section) => section.name)).toEqual(["identity", "contact", "location", "groom", "accounts", "consent"]);
  });

  it("groups the show page by the same sections", () => {
    const sections = groupBySection(schema, showFields(schema));
    expect(sections.map((section) => section.name)).toEqual(["main", "details"]);
    expect(names(sections[1].fields)).toContain("price");
    expect(names(sections[0].fields)).toContain("created_at");
  });

  it("titles a section by <resource>.sections.<name>", () => {
    expect(sectionTitleKey("gizmos", "details")).toBe("gizmos.sections.details");
  });
});
