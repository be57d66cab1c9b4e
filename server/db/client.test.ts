import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../test/app";

describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL pool", () => {
  it("survives the server dropping its idle connections and reconnects for the next query", async () => {
    const { database, drop } = await openTestDatabase();
    const lost = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const [{ name }] = current.rows;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const terminated = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      // Wait until the pool has heard of every dropped connection (an unheard 'error' event would fail the run
      // as uncaught), so the next query cannot be handed one of them.
      const lostMessages = () => lost.mock.calls.filter(([message]) => String(message).includes("an idle connection was lost"));
      await vi.waitFor(() => expect(lostMessages()).toHaveLength(terminated.rowCount!), { timeout: 10_000 });
      const after = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      const [{ one }] = after.rows;
      expect(one).toBe(1);
    } finally {
      lost.mockRestore();
      await drop();
    }
  });
});
