import { sql } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { resourceRepository } from "../data/resource-repository";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allSchemas, createRow, ownerOf } from "../suites/helpers";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { recordQueries } from "../test/query-counter";
import { shapeChecks } from "../data/statement-shapes";

/** The statements one signed-in GET sends to the database: the lean request path of issue 9. */
describe("queries of a signed-in request", () => {
  let t: TestApp;
  let owner: Actor;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const clients = allSchemas.find((schema) => schema.$id === "clients")!;
    owner = await ownerOf(t.app.db, clients);
    clientId = (await createRow(t.app, owner, clients)).id;
  });
  afterAll(() => t.close());

  const queriesOf = async (url: string, actor: Actor) => {
    const recording = recordQueries(t.app.db);
    try {
      const response = await t.app.inject({ method: "GET", url, headers: actor.headers });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      recording.stop();
    }
    return recording.queries.map((query) => query.text);
  };

  it("GET /api/clients/:id reads the session (token and user in one statement), then the row", async () => {
    const queries = await queriesOf(`/api/clients/${clientId}`, owner);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatch(/from "auth_tokens" inner join "users"/);
    expect(queries[1]).toMatch(/from "clients"/);
  });

  it("GET /api/user reads the session, then the user and their company in one statement", async () => {
    const queries = await queriesOf("/api/user", owner);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/from "users" inner join "companies"/);
  });

  it("builds no SQL on a repeated GET /api/user: the session and the user with their company are prepared once", async () => {
    await queriesOf("/api/user", owner);
    const dialect = (t.app.db as unknown as { dialect: PgDialect }).dialect;
    const build = vi.spyOn(dialect, "sqlToQuery");
    try {
      expect(await queriesOf("/api/user", owner)).toHaveLength(2);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });

  it("builds no SQL on a repeated GET /api/clients/:id: the row read is prepared once per resource", async () => {
    await queriesOf(`/api/clients/${clientId}`, owner);
    const dialect = (t.app.db as unknown as { dialect: PgDialect }).dialect;
    const build = vi.spyOn(dialect, "sqlToQuery");
    shapeChecks.enabled = false;
    try {
      expect(await queriesOf(`/api/clients/${clientId}`, owner)).toHaveLength(2);
      expect(build).not.toHaveBeenCalled();
    } finally {
      shapeChecks.enabled = true;
      build.mockRestore();
    }
  });

  it("GET /api/clients reads the session, the page's rows, the shop's counts (the list's total and its counters in one read) and its money cards in one pass over the records", async () => {
    const queries = await queriesOf("/api/clients?page=1&perPage=10", owner);
    expect(queries).toHaveLength(4);
    expect(queries.filter((text) => text.includes('from "list_tallies"'))).toHaveLength(1);
    // What is left of the clients' credits and debts: summed over the accounting records, not over every client.
    expect(queries.filter((text) => text.includes('from "accountings"') && !text.includes('from "clients"'))).toHaveLength(1);
  });

  it("builds no SQL on a repeated list page of the same shape, and answers the new values", async () => {
    await queriesOf("/api/clients?page=1&perPage=10&type=person", owner);
    const dialect = (t.app.db as unknown as { dialect: PgDialect }).dialect;
    const build = vi.spyOn(dialect, "sqlToQuery");
    shapeChecks.enabled = false;
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/clients?page=1&perPage=10&type=business", headers: owner.headers });
      const page = response.json() as { data: { type: string }[]; total: number; counters: { business: number } };
      expect(page.data.every((row) => row.type === "business")).toBe(true);
      expect(page.total).toBe(page.counters.business);
      expect(build).not.toHaveBeenCalled();
    } finally {
      shapeChecks.enabled = true;
      build.mockRestore();
    }
  });

  it("prepares no row read inside a transaction (a statement per transaction would pile up on the connection)", async () => {
    const [before, after] = await t.app.db.transaction(async (tx) => {
      const preparedOnConnection = async () =>
        ((await tx.execute(sql`select count(*)::int as n from pg_prepared_statements`)) as unknown as { rows: { n: number }[] }).rows[0].n;
      const clients = resourceRepository(t.app.resources.definition("clients"), tx as unknown as Db, { companyId: owner.companyId });
      const first = await preparedOnConnection();
      expect((await clients.get(clientId))?.id).toBe(clientId);
      expect((await clients.get(clientId))?.id).toBe(clientId);
      return [first, await preparedOnConnection()];
    });
    expect(after).toBe(before);
  });

  it("an operator's GET /api/user adds only the dealer list", async () => {
    const operator = await createActor(t.app.db, { roles: ["superadmin"] });
    const queries = await queriesOf("/api/user", operator);
    expect(queries).toHaveLength(3);
    expect(queries[2]).toMatch(/from "companies"/);
  });
});
