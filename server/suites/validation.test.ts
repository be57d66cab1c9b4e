import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { TestApp } from "../test/app";
import { sampleBody, sampleValue } from "../test/fixtures";
import { countRows, createRow, ownerOf, referencesFor, createSuiteApp, suiteSchemas } from "./helpers";

const INJECTIONS = ["'; DROP TABLE companies; --", "1 OR 1=1", "<script>alert(1)</script>", "../../etc/passwd"];

// One database for the whole file: every test makes its own companies and actors, so resources stay independent.
let t: TestApp;
beforeAll(async () => {
  t = await createSuiteApp();
});
afterAll(() => t?.close());

/** Bad input to every registered resource gets a 422 and changes nothing. */
describe.each(suiteSchemas.map((schema) => [schema.$id, schema] as const))("validation of %s", (_name, schema) => {
  const searchField = schema["x-resource"].list.search?.[0];
  // `create: "none"`: no POST to validate (the server's modules write the rows); PUT, where there is one, still is.
  const creates = schema["x-resource"].create !== "none";
  const writesBodies = creates || schema["x-resource"].update !== "none";

  const badBodies = (valid: Record<string, unknown>): [string, unknown][] => {
    const cases: [string, unknown][] = [
      ["an unknown field", { ...valid, not_a_field: "x" }],
      ...["toString", "valueOf", "hasOwnProperty", "constructor"].map((name): [string, unknown] => [`an unknown field named ${name}`, { ...valid, [name]: 1 }]),
      ["an array instead of an object", [valid]],
      ["no body fields", {}],
    ];
    for (const field of schema.required ?? []) {
      const { [field]: _omitted, ...rest } = valid;
      cases.push([`missing required ${field}`, rest]);
      if (schema.properties[field]?.type === "string") cases.push([`required ${field} of only spaces`, { ...valid, [field]: "   " }]);
    }
    for (const [field, property] of Object.entries(schema.properties) as [string, any][]) {
      const wrongType = property.type === "string" ? 12345 : property.type === "array" ? "text" : "text";
      cases.push([`${field} of the wrong type`, { ...valid, [field]: wrongType }]);
      if (property.type === "string" && property.maxLength) {
        cases.push([`${field} over ${property.maxLength} characters`, { ...valid, [field]: "ş".repeat(property.maxLength + 1) }]);
      }
      if (property.type === "string" && (property.format || property.enum || property.pattern)) {
        cases.push([`${field} with an injection string`, { ...valid, [field]: INJECTIONS[0] }]);
      }
      if (property.type === "string") cases.push([`${field} holding a NUL character`, { ...valid, [field]: "a\u0000b" }]);
      if (property.type === "integer") {
        cases.push([`${field} beyond what its column holds`, { ...valid, [field]: property["x-ref"] ? 1e300 : 2147483648 }]);
      }
      if (property.readOnly) cases.push([`read-only ${field} sent by a client`, { ...valid, [field]: sampleValue(property) }]);
      if (property.format === "date") cases.push([`${field} in year 0`, { ...valid, [field]: "0000-01-01" }]);
      if (property.format === "date-time") cases.push([`${field} in year 0`, { ...valid, [field]: "0000-01-01T00:00:00Z" }]);
    }
    return cases;
  };

  it.runIf(writesBodies)("answers 422 with field errors and stores nothing, on create and on update", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const existing = await createRow(t.app, owner, schema);
    const valid = sampleBody(schema, 2, await referencesFor(t.app, owner, schema));
    const before = await countRows(t.app, owner, schema);
    for (const [label, body] of badBodies(valid)) {
      const writes = [["POST", `/api/${schema.$id}`], ["PUT", `/api/${schema.$id}/${existing.id}`]] as const;
      for (const [method, url] of writes.filter(([method]) => (method === "POST" ? creates : schema["x-resource"].update !== "none"))) {
        const response = await t.app.inject({ method, url, headers: owner.headers, payload: body as object });
        expect(response.statusCode, `${method} ${label}`).toBe(422);
        const answer = response.json();
        expect(answer.message, label).toEqual(expect.any(String));
        expect(answer.errors, label).toEqual(expect.any(Object));
        expect(response.body, label).not.toMatch(/at .*\.ts:\d+/);
      }
    }
    expect(await countRows(t.app, owner, schema)).toBe(before);
    const unchanged = await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${existing.id}`, headers: owner.headers });
    expect(unchanged.json()).toEqual(existing);
  });

  it("refuses injection strings in the query and the path with 422, and keeps the table intact", async () => {
    const owner = await ownerOf(t.database.db, schema);
    await createRow(t.app, owner, schema);
    const before = await countRows(t.app, owner, schema);
    for (const injection of INJECTIONS) {
      const value = encodeURIComponent(injection);
      for (const url of [
        `/api/${schema.$id}?sort=${value}`,
        `/api/${schema.$id}?page=${value}`,
        `/api/${schema.$id}?perPage=${value}`,
        `/api/${schema.$id}?${value}=1`,
        `/api/${schema.$id}/${value}`,
        `/api/${schema.$id}?keyword=%00`,
        `/api/${schema.$id}?page=1e20`,
        `/api/${schema.$id}?page=99999999999999999999`,
        `/api/${schema.$id}?toString=1`,
        `/api/${schema.$id}?constructor=1`,
        `/api/${schema.$id}/99999999999999999999`,
      ]) {
        const response = await t.app.inject({ method: "GET", url, headers: owner.headers });
        expect([404, 422], url).toContain(response.statusCode);
      }
    }
    expect(await countRows(t.app, owner, schema)).toBe(before);
  });

  it.runIf(searchField && creates)("stores text that looks like SQL as plain text and finds it by keyword", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const body = sampleBody(schema, 3, await referencesFor(t.app, owner, schema));
    body[searchField!] = INJECTIONS[0];
    const created = await t.app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: owner.headers, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()[searchField!]).toBe(INJECTIONS[0]);
    const found = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?keyword=${encodeURIComponent("DROP TABLE")}`, headers: owner.headers });
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(created.json().id);
    const percent = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?keyword=%25`, headers: owner.headers });
    expect(percent.json().total).toBe(0);
  });
  // Optional fields with a default (a product's stock −1, a lease's status): a create that leaves them out stores the default.
  const defaulted = Object.entries(schema.properties).filter(
    ([field, property]: [string, any]) => property.default !== undefined && !property.readOnly && !property["x-permission"] && !(schema.required ?? []).includes(field),
  );
  it.runIf(defaulted.length > 0 && !schema["x-resource"].publicCreate && creates)("stores a field's default when a create leaves it out", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const body = sampleBody(schema, 3, await referencesFor(t.app, owner, schema));
    for (const [field] of defaulted) delete body[field];
    const response = await t.app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: owner.headers, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${response.json().id}`, headers: owner.headers })).json();
    for (const [field, property] of defaulted as [string, any][]) expect(stored[field], field).toEqual(property.default);
  });
});
