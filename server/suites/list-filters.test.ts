import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterParam, offersIn, rangeKindOf } from "../../src/engine/list-filters";
import type { TestApp } from "../test/app";
import { createActor, sampleValue, type Actor } from "../test/fixtures";
import { createRow, createSuiteApp, ownerOf, referencesFor, suiteSchemas } from "./helpers";

// The registered resources and the engine's throwaway ones (which use every list keyword, `queryAliases` too).
const tenantSchemas = suiteSchemas.filter((schema) => schema["x-resource"].tenant === "company");

// One database for the whole file: every test makes its own companies and actors.
let t: TestApp;
beforeAll(async () => {
  t = await createSuiteApp();
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
  // A read-only field (an accounting record's type, set from its kind) takes no value from a body; the resource's own tests filter by it.
  const declared = (schema["x-resource"].list.filters ?? []).map((field) => [field, schema.properties[field]] as const).filter(([, property]) => property.readOnly !== true);
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
      // A later day that is still past: a day close refuses a future day.
      const later = { date: "2026-06-01", datetime: "2027-01-02T08:00:00.000Z", integer: sampleValue(property, 9), money: sampleValue(property, 9) };
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

/**
 * `x-resource.list.queryAliases` (the spec's parameter names): a renamed parameter filters like its target, within
 * the company, and a bad value is a 422 under the alias's own name; each value of a value map answers what the
 * engine parameters it stands for answer, and a value outside the map is a 422 on the alias.
 */
describe.each(tenantSchemas.filter((schema) => schema["x-resource"].list.queryAliases).map((schema) => [schema.$id, schema] as const))("query aliases of %s", (_name, schema) => {
  const aliases = Object.entries(schema["x-resource"].list.queryAliases!);
  const filters = schema["x-resource"].list.filters ?? [];
  const renamedFilters = aliases.filter((entry): entry is [string, string] => typeof entry[1] === "string" && filters.includes(entry[1]));
  const valueMaps = aliases.filter((entry): entry is [string, Record<string, Record<string, string | number | boolean>>] => typeof entry[1] !== "string");
  const url = `/api/${schema.$id}?perPage=100`;
  const query = (values: Record<string, unknown>) => Object.entries(values).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join("&");

  it.runIf(renamedFilters.length > 0)("filters by a renamed parameter like by its target, within the company", async () => {
    for (const [alias, field] of renamedFilters) {
      const a = await ownerOf(t.database.db, schema);
      const b = await ownerOf(t.database.db, schema);
      const wanted = await createRow(t.app, a, schema, 1);
      const unwanted = await createRow(t.app, a, schema, 2);
      const foreign = await createRow(t.app, b, schema, 1, undefined, schema.properties[field].enum ? { [field]: wanted[field] } : {});
      expect(wanted[field], field).not.toEqual(unwanted[field]);

      const listed = await idsOf(a, `${url}&${alias}=${encodeURIComponent(String(wanted[field]))}`);
      expect(listed, alias).toEqual(await idsOf(a, `${url}&${field}=${encodeURIComponent(String(wanted[field]))}`));
      expect(listed, alias).toContain(wanted.id);
      expect(listed, alias).not.toContain(unwanted.id);
      expect(listed, alias).not.toContain(foreign.id);
    }
  });

  it.runIf(renamedFilters.length > 0)("answers a bad value of a renamed parameter with a 422 naming the alias", async () => {
    const a = await ownerOf(t.database.db, schema);
    for (const [alias] of renamedFilters) {
      const response = await t.app.inject({ method: "GET", url: `${url}&${alias}=${"x".repeat(200)}`, headers: a.headers });
      expect(response.statusCode, alias).toBe(422);
      expect(Object.keys(response.json().errors), alias).toEqual([alias]);
    }
  });

  it.runIf(valueMaps.length > 0)("answers each value of a value map as the parameters it stands for, and refuses other values", async () => {
    const a = await ownerOf(t.database.db, schema);
    // An operator of the same shop: a value may stand for the operators' view (`scope=all`).
    const operator = await createActor(t.database.db, { roles: ["superadmin"], companyId: a.companyId });
    for (let seed = 1; seed <= 3; seed++) await createRow(t.app, a, schema, seed);
    for (const [alias, values] of valueMaps) {
      for (const [value, expansion] of Object.entries(values)) {
        const aliased = await idsOf(operator, `${url}&${alias}=${encodeURIComponent(value)}`);
        expect(aliased, `${alias}=${value}`).toEqual(await idsOf(operator, `${url}&${query(expansion)}`));
      }
      const refused = await t.app.inject({ method: "GET", url: `${url}&${alias}=not-a-value`, headers: a.headers });
      expect(refused.statusCode, alias).toBe(422);
      expect(Object.keys(refused.json().errors), alias).toEqual([alias]);
    }
  });

  it.runIf(renamedFilters.length > 0)("refuses an alias that contradicts the parameter it stands for, naming the alias", async () => {
    const a = await ownerOf(t.database.db, schema);
    const [alias, field] = renamedFilters[0];
    const [one, other] = [await createRow(t.app, a, schema, 1), await createRow(t.app, a, schema, 2)];
    const response = await t.app.inject({ method: "GET", url: `${url}&${alias}=${one[field]}&${field}=${other[field]}`, headers: a.headers });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([alias]);
  });
});
