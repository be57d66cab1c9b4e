import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { initialiseDataDir } from "./pglite-init";

describe("initialising a new PGlite data directory outside the server's process", () => {
  it("creates the cluster in a new directory once and leaves an initialised one alone", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "pglite-init-")), "db");
    expect(await initialiseDataDir(dir)).toBe(true);
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    expect(await initialiseDataDir(dir)).toBe(false);
  });
});
