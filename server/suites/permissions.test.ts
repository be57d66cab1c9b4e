import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { TestApp } from "../test/app";
import { changeBody, createActor, sampleBody } from "../test/fixtures";
import { createRow, ownerOf, uploadsFor, referencesFor, writerRole, createSuiteApp, suiteSchemas } from "./helpers";
import { createRouteRow, declaredRouteUrl, declaredRoutes } from "./declared-routes";

// One database for the whole file: every test makes its own companies and actors, so resources stay independent.
let t: TestApp;
beforeAll(async () => {
  t = await createSuiteApp();
});
afterAll(() => t?.close());

/** Every route of every resource checks the token, the permission flag, the write roles and the delete rule. */
describe.each(suiteSchemas.map((schema) => [schema.$id, schema] as const))("access to %s", (_name, schema) => {
  const meta = schema["x-resource"];
  const deleteRule = meta.delete ?? "any";

  const routes = (id: number) =>
    [
      ["GET", `/api/${schema.$id}`],
      ["GET", `/api/${schema.$id}/${id}`],
      ...(meta.create === "none" ? [] : ([["POST", `/api/${schema.$id}`]] as const)),
      ...(meta.update === "none" ? [] : ([["PUT", `/api/${schema.$id}/${id}`]] as const)),
      ["DELETE", `/api/${schema.$id}/${id}`],
    ] as const;

  it("answers 401 without a token or with a bad one", async () => {
    for (const [method, url] of routes(1)) {
      // A public create serves callers without a token (its own suite case checks that).
      const anonymousCreate = meta.publicCreate && method === "POST";
      if (!anonymousCreate) expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const bad = await t.app.inject({ method, url, headers: { authorization: "Bearer not-a-token" } });
      expect(bad.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.runIf(meta.permission)("answers 403 to a user without the permission flag (reads too, unless the resource opens them)", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    // A valid body (its file fields name an upload of the company), so the refusal is the flag's, not the body's.
    const body = { ...sampleBody(schema, 2, await referencesFor(t.app, owner, schema)), ...(await uploadsFor(t.app, owner, schema)) };
    const lacking = await createActor(t.database.db, {
      roles: [writerRole(schema)],
      companyId: owner.companyId,
      permissions: { [meta.permission!]: false },
    });
    for (const [method, url] of routes(row.id)) {
      const response = await t.app.inject({ method, url, headers: lacking.headers, payload: method === "POST" || method === "PUT" ? body : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(meta.openReads && method === "GET" ? 200 : 403);
    }
  });

  it.runIf(meta.firstUserOnly)("answers 403 on every route to a user who is not the company's first user", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const body = sampleBody(schema, 2, await referencesFor(t.app, owner, schema));
    const staff = await createActor(t.database.db, { roles: [writerRole(schema)], firstUser: false, companyId: owner.companyId });
    for (const [method, url] of routes(row.id)) {
      const response = await t.app.inject({ method, url, headers: staff.headers, payload: method === "POST" || method === "PUT" ? changeBody(schema, body) : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it.runIf(meta.update === "none")("has no way to change a row after creation", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const body = sampleBody(schema, 2, await referencesFor(t.app, owner, schema));
    const response = await t.app.inject({ method: "PUT", url: `/api/${schema.$id}/${row.id}`, headers: owner.headers, payload: body });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${row.id}`, headers: owner.headers })).json()).toEqual(row);
  });

  it.runIf(meta.create === "none")("has no way to create a row through the API (no POST route: 404), which the server's modules write", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const body = sampleBody(schema, 2, await referencesFor(t.app, owner, schema));
    const response = await t.app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: owner.headers, payload: body });
    expect(response.statusCode).toBe(404);
    const listed = await t.app.inject({ method: "GET", url: `/api/${schema.$id}?perPage=100`, headers: owner.headers });
    expect(listed.json().data).toEqual([row]);
    // A child has no POST under its (existing) parent either.
    if (meta.parent) {
      const url = `/api/${meta.parent.resource}/${row[meta.parent.field]}/${meta.parent.path}`;
      expect((await t.app.inject({ method: "POST", url, headers: owner.headers, payload: body })).statusCode).toBe(404);
    }
  });

  it.runIf(meta.deleteBlockedBy)("refuses to delete a protected row with 409 and keeps it", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    // Protection is set by the server only (seeded rows), never through the API.
    await t.database.db.execute(sql.raw(`UPDATE "${schema.$id}" SET "${meta.deleteBlockedBy}" = true WHERE id = ${Number(row.id)}`));
    const refused = await t.app.inject({ method: "DELETE", url: `/api/${schema.$id}/${row.id}`, headers: owner.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Bu kayıt sistemle birlikte geldiği için silinemez.");
    expect((await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${row.id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it.runIf(meta.writeRoles)("lets only the write roles create, change and delete", async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const shopUser = await createActor(t.database.db, { roles: ["user"], firstUser: true, companyId: owner.companyId });
    const body = sampleBody(schema, 2, await referencesFor(t.app, owner, schema));
    // A public create takes anyone's row; changing and deleting stay with the write roles.
    if (meta.create !== "none") expect((await t.app.inject({ method: "POST", url: `/api/${schema.$id}`, headers: shopUser.headers, payload: body })).statusCode).toBe(meta.publicCreate ? 201 : 403);
    expect((await t.app.inject({ method: "PUT", url: `/api/${schema.$id}/${row.id}`, headers: shopUser.headers, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/${schema.$id}/${row.id}`, headers: shopUser.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/${schema.$id}/${row.id}`, headers: shopUser.headers })).statusCode).toBe(200);
  });

  it(`lets a writer who is not the first user delete only under the rule 'any' (here '${deleteRule}')`, async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const staff = await createActor(t.database.db, { roles: [writerRole(schema)], firstUser: false, companyId: owner.companyId });
    const byStaff = await t.app.inject({ method: "DELETE", url: `/api/${schema.$id}/${row.id}`, headers: staff.headers });
    // A row rule beside the role (`rules.delete`: only an order's own contract) decides for its row, as `_can` says.
    const ruleAllows = schema["x-resource"].rules?.delete === undefined || (row._can as Record<string, boolean> | undefined)?.delete === true;
    expect(byStaff.statusCode).toBe(deleteRule === "any" && ruleAllows ? 200 : 403);
  });

  it.runIf(deleteRule !== "any")(`lets the first user delete only under the rule 'first_user' (here '${deleteRule}')`, async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRow(t.app, owner, schema);
    const byOwner = await t.app.inject({ method: "DELETE", url: `/api/${schema.$id}/${row.id}`, headers: owner.headers });
    expect(byOwner.statusCode).toBe(deleteRule === "first_user" ? 200 : 403);
  });
});

/** Every declared custom route (`ResourceExtension.routes`) checks the token and its resource's flag, as the generic ones do. */
describe.each(declaredRoutes)("access to the custom route %s", (_name, { schema, route }) => {
  const meta = schema["x-resource"];

  it("answers 401 without a token or with a bad one", async () => {
    const url = declaredRouteUrl(route);
    expect((await t.app.inject({ method: route.method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: route.method, url, headers: { authorization: "Bearer not-a-token" } })).statusCode).toBe(401);
  });

  it.runIf(meta.permission)(`answers 403 to a user without the flag for its ${route.access} (reads pass when the resource opens them)`, async () => {
    const owner = await ownerOf(t.database.db, schema);
    const row = await createRouteRow(t.app, owner, schema, route);
    const lacking = await createActor(t.database.db, { roles: [writerRole(schema)], companyId: owner.companyId, permissions: { [meta.permission!]: false } });
    const response = await t.app.inject({ method: route.method, url: declaredRouteUrl(route, row), headers: lacking.headers, payload: route.sampleBody?.(row) as object });
    expect(response.statusCode, response.body).toBe(meta.openReads && route.access === "read" ? 200 : 403);
  });
});
