import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { TestApp } from "../test/app";
import { changeBody, createActor, sampleBody } from "../test/fixtures";
import { countRows, createRow, ownerOf, referencesFor, createSuiteApp, suiteSchemas } from "./helpers";
import { createRouteRow, declaredRouteUrl, declaredRoutes, routeAnswersRow } from "./declared-routes";

const tenantSchemas = suiteSchemas.filter((schema) => schema["x-resource"].tenant === "company");

// One database for the whole file: every test makes its own companies and actors, so resources stay independent.
let t: TestApp;
beforeAll(async () => {
  t = await createSuiteApp();
});
afterAll(() => t?.close());

/** Company B can never list, read, change or delete company A's rows: not by id, not by filter, not by reference. */
describe.each(tenantSchemas.map((schema) => [schema.$id, schema] as const))("tenant isolation of %s", (_name, schema) => {
  const searchField = schema["x-resource"].list.search?.[0];
  const references = Object.entries(schema.properties).filter(([, property]) => property["x-ref"]);

  it("hides company A's rows from company B everywhere", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const url = `/api/${schema.$id}`;

    const list = await t.app.inject({ method: "GET", url, headers: b.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(row.id);

    expect((await t.app.inject({ method: "GET", url: `${url}/${row.id}`, headers: b.headers })).statusCode).toBe(404);
    const body = changeBody(schema, sampleBody(schema, 7, await referencesFor(t.app, b, schema)));
    expect((await t.app.inject({ method: "PUT", url: `${url}/${row.id}`, headers: b.headers, payload: body })).statusCode).toBe(404);
    const deletion = await t.app.inject({ method: "DELETE", url: `${url}/${row.id}`, headers: b.headers });
    expect([403, 404]).toContain(deletion.statusCode);

    const still = await t.app.inject({ method: "GET", url: `${url}/${row.id}`, headers: a.headers });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toEqual(row);
  });

  // Custom storage (users) has no resource repository.
  it.runIf(schema.$id !== "users")("reads a field by id for company A alone (fieldById, as a calendar reads its clients' names)", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const fieldOf = (companyId: number) => t.app.repositories({ companyId }).resource(schema.$id).fieldById("id", [row.id as number]);
    expect([...(await fieldOf(a.companyId)).keys()]).toEqual([row.id]);
    expect((await fieldOf(b.companyId)).size).toBe(0);
  });

  it.runIf(searchField)("finds none of company A's rows in company B's keyword search", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, a, schema);
    const keyword = encodeURIComponent(String(row[searchField!]));
    // The same keyword finds the row for its own company, so B's empty answer is the tenant filter's doing.
    const own = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?keyword=${keyword}`, headers: a.headers });
    expect(own.json().data.map((r: { id: number }) => r.id)).toContain(row.id);
    const search = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?keyword=${keyword}`, headers: b.headers });
    expect(search.json().data.map((r: { id: number }) => r.id)).not.toContain(row.id);
  });

  it("refuses the 'all' view and a company filter to shop users", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await createActor(t.database.db, { roles: ["user"] });
    await createRow(t.app, a, schema);
    for (const query of [`company_id=${a.companyId}`, "scope=all", `scope=all&company_id=${a.companyId}`]) {
      const response = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?${query}`, headers: b.headers });
      expect(response.statusCode, query).toBe(403);
    }
  });

  it("lets an operator see every company in the 'all' view, with a dealer filter", async () => {
    const a = await ownerOf(t.database.db, schema);
    const rowA = await createRow(t.app, a, schema);
    const operator = await ownerOf(t.database.db, { ...schema, "x-resource": { ...schema["x-resource"], writeRoles: ["admin"] } });
    const all = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?scope=all&perPage=100`, headers: operator.headers });
    expect(all.statusCode).toBe(200);
    const found = all.json().data.find((r: { id: number }) => r.id === rowA.id);
    expect(found.dealer_name).toEqual(expect.any(String));
    const dealer = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?company_id=${operator.companyId}`, headers: operator.headers });
    expect(dealer.json().data.map((r: { id: number }) => r.id)).not.toContain(rowA.id);
  });

  // The dealer's name never takes the place of a field of the row itself (clients have a company_name).
  it.runIf("company_name" in schema.properties)("keeps the row's own company_name beside the dealer's name in the 'all' view", async () => {
    const a = await ownerOf(t.database.db, schema);
    const rowA = await createRow(t.app, a, schema);
    const operator = await ownerOf(t.database.db, { ...schema, "x-resource": { ...schema["x-resource"], writeRoles: ["admin"] } });
    const all = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?scope=all&company_id=${a.companyId}`, headers: operator.headers });
    const found = all.json().data.find((r: { id: number }) => r.id === rowA.id);
    expect(rowA.company_name).toEqual(expect.any(String));
    expect(found.company_name).toEqual(rowA.company_name);
    expect(found.dealer_name).not.toEqual(rowA.company_name);
  });

  // `create: "none"` has no POST; its rows are written by the server's modules.
  it.runIf(references.length > 0 && schema["x-resource"].create !== "none")("refuses a reference to another company's row", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const foreign = await referencesFor(t.app, a, schema);
    const before = await countRows(t.app, b, schema);
    const response = await t.app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: b.headers, payload: sampleBody(schema, 1, foreign) });
    expect(response.statusCode).toBe(422);
    expect(await countRows(t.app, b, schema)).toBe(before);
  });
});

/** Every declared custom route of a company resource keeps to the caller's company, as the generic ones do. */
describe.each(declaredRoutes.filter(([, { schema }]) => schema["x-resource"].tenant === "company"))("tenant isolation of the custom route %s", (_name, { schema, route }) => {
  it("never answers company A's row to company B, nor changes it", async () => {
    const a = await ownerOf(t.database.db, schema);
    const b = await ownerOf(t.database.db, schema);
    const row = await createRouteRow(t.app, a, schema, route);
    const byB = await t.app.inject({ method: route.method, url: declaredRouteUrl(route, row), headers: b.headers, payload: route.sampleBody?.(row) as object });
    expect(await routeAnswersRow(route, byB, row), byB.body).toBe(false);
    const still = await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${row.id}`, headers: a.headers });
    expect(still.json()).toEqual(row);
  });

  // Without this, B's answer could leave the row out for another reason than the tenant filter.
  it.runIf(route.access === "read" && route.answers !== "no-row")("answers that row to company A itself", async () => {
    const a = await ownerOf(t.database.db, schema);
    const row = await createRouteRow(t.app, a, schema, route);
    const byA = await t.app.inject({ method: route.method, url: declaredRouteUrl(route, row), headers: a.headers });
    expect(byA.statusCode).toBe(200);
    expect(await routeAnswersRow(route, byA, row), byA.body).toBe(true);
  });
});
