import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const settings = async (dataDir: string | null) => {
  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(
      sql`select current_setting('shared_buffers') as shared_buffers, current_setting('search_path') as search_path`,
    )) as unknown as { rows: { shared_buffers: string; search_path: string }[] };
    return result.rows[0];
  } finally {
    await database.close();
  }
};

describe("the embedded PGlite's memory settings", () => {
  it("starts a data directory with a 32 MB buffer cache instead of PostgreSQL's 128 MB, keeping PGlite's own parameters", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-memory-"));
    expect(await settings(dataDir)).toEqual({ shared_buffers: "32MB", search_path: "public" });
  });

  it("starts the in-memory database the same way", async () => {
    expect((await settings(null)).shared_buffers).toBe("32MB");
  });
});
