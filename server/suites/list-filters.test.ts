import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterParam, offersIn, rangeKindOf } from "../../src/engine/list-filters";
import { schemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { createTestApp, type TestApp } from "../test/app";
import { sampleValue, type Actor } from "../test/fixtures";
import { createRow, ownerOf, referencesFor } from "./helpers";

const tenantSchemas = (schemas as readonly ResourceSchema[]).filter((schema) => schema["x-resource"].tenant === "company");

// One database for the whole file: every test makes its own companies and actors.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const idsOf = async (actor: Actor, url: string): Promise<unknown[]> => {
  const response = await t.app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { id: unknown }) => row.id);
};

/**
 * Every declared filter in its derived forms (README "Adding an entity"): an `in` list or a range narrows the list
 * to the rows that match, and never brings in another company's rows, even when they match too.
 */
describe.each(tenantSchemas.map((schema) => [schema.$id, schema] as const))("list filters of %s", (_name, schema) => {
  const declared = (schema["x-resource"].list.filters ?? []).map((field) => [field, schema.properties[field]] as const);
  // An enum of one value cannot be narrowed.
  const inFields = declared.filter(([, property]) => offersIn(property) && (property.enum === undefined || property.enum.length > 1));
  const rangeFields = declared.filter(([, property]) => rangeKindOf(property));

  /** A row holding `value` in `field`, with the values that make the field apply (`x-ui.visibleWhen`: a sub-category's parent). */
  const rowWith = (actor: Actor, seed: number, field: string, value: unknown) =>
    createRow(t.app, actor, schema, seed, undefined, { ...schema.properties[field]["x-ui"]?.visibleWhen, [field]: value });

  /** A value of `field` in the actor's company: a new row to refer to, or the enum's `index`th member. */
  const valueOf = async (actor: Actor, field: string, index: number) =>
    schema.properties[field].enum?.[index] ?? (await referencesFor(t.app, actor, schema))[field];

  /** Two rows that differ in `field`: of an enum, the first two members a sample row can hold (an alt category needs a parent). */
  const twoRowsDiffering = async (actor: Actor, field: string) => {
    const rows: Awaited<ReturnType<typeof createRow>>[] = [];
    for (let index = 0; index < (schema.properties[field].enum?.length ?? 2); index++) {
      const row: (typeof rows)[number] | undefined = await rowWith(actor, rows.length + 1, field, await valueOf(actor, field, index)).catch(() => undefined);
      if (row) rows.push(row);
      if (rows.length === 2) return rows;
    }
    throw new Error(`${schema.$id}: no two sample rows differ in ${field}`);
  };

  it.runIf(inFields.length > 0)("narrows the list to an `in` list of values, within the company", async () => {
    for (const [field, property] of inFields) {
      const a = await ownerOf(t.database.db, schema);
      const b = await ownerOf(t.database.db, schema);
      const [wanted, unwanted] = await twoRowsDiffering(a, field);
      const foreign = await rowWith(b, 1, field, property.enum ? wanted[field] : await valueOf(b, field, 0));
      expect(wanted[field], field).not.toEqual(unwanted[field]);

      const listed = await idsOf(a, `/api/${schema.$id}?perPage=100&${filterParam(field, "in")}=${wanted[field]},${foreign[field]}`);
      expect(listed, field).toContain(wanted.id);
      expect(listed, field).not.toContain(unwanted.id);
      expect(listed, field).not.toContain(foreign.id);
    }
  });

  it.runIf(rangeFields.length > 0)("narrows the list to a range, within the company", async () => {
    for (const [field, property] of rangeFields) {
      const a = await ownerOf(t.database.db, schema);
      const b = await ownerOf(t.database.db, schema);
      const value = sampleValue(property, 1);
      const later = { date: "2027-01-02", datetime: "2027-01-02T08:00:00.000Z", integer: sampleValue(property, 9), money: sampleValue(property, 9) };
      const inside = await createRow(t.app, a, schema, 1, undefined, { [field]: value });
      const outside = await createRow(t.app, a, schema, 2, undefined, { [field]: later[rangeKindOf(property)!] });
      const foreign = await createRow(t.app, b, schema, 1, undefined, { [field]: value });
      const bound = encodeURIComponent(String(inside[field]));

      const listed = await idsOf(a, `/api/${schema.$id}?perPage=100&${filterParam(field, "gte")}=${bound}&${filterParam(field, "lte")}=${bound}`);
      expect(listed, field).toContain(inside.id);
      expect(listed, field).not.toContain(outside.id);
      expect(listed, field).not.toContain(foreign.id);
    }
  });
});
