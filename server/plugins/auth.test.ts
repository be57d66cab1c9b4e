import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openTestDatabase } from "../test/app";
import type { Database } from "../db/client";

describe("the token check", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("guards an API route reached through a percent-encoded path", async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, closeDatabase: false });
    // A route that trusts the hook alone, as a future module might.
    app.get("/api/only-hook", async (request) => ({ reached: true, session: request.session }));
    await app.ready();
    try {
      for (const url of ["/api/only-hook", "/%61pi/only-hook", "/%61%70%69/only-hook"]) {
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      }
    } finally {
      await app.close();
    }
  });
});
