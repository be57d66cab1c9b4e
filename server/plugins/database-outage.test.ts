import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";

describe("a database outage", () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let owner: Actor;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    owner = await createActor(database.db);
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data" }), database, closeDatabase: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("documents the readiness route as public", async () => {
    const ready = (await app.inject({ method: "GET", url: "/api/docs" })).json().paths["/api/ready"];
    expect(ready.get).toMatchObject({ tags: ["health"], security: [] });
  });

  it("is ready while the database answers, and answers 503 with Retry-After on every route once it is gone", async () => {
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
    expect((await app.inject({ method: "GET", url: "/api/clients", headers: owner.headers })).statusCode).toBe(200);

    // The real driver's own failure: the connection (PGlite) or the pool (PostgreSQL) is closed under the app.
    const close = database.close;
    await close();
    database.close = async () => {};

    for (const request of [
      { method: "GET" as const, url: "/api/ready" },
      { method: "GET" as const, url: "/api/clients", headers: owner.headers },
      { method: "POST" as const, url: "/api/login", payload: { email: "kimse@example.com", password: "parola-x" } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers["retry-after"], request.url).toBe("5");
      expect(response.json(), request.url).toEqual({ message: "Veritabanına şu anda ulaşılamıyor, lütfen biraz sonra tekrar deneyin." });
    }
  });
});
