import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openPglite } from "./client";
import { companies } from "./core";
import { DataDirInitError, initialiseDataDir } from "./pglite-init";
import { seedIfEmpty } from "../seed/seed";

const newDir = (prefix: string) => path.join(mkdtempSync(path.join(os.tmpdir(), prefix)), "db");
const journal = () =>
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };

describe("initialising a new PGlite data directory outside the server's process", () => {
  it("creates, migrates and seeds a new directory in the child, so the server finds nothing left to do", async () => {
    const dir = newDir("pglite-init-");
    const first = await initialiseDataDir(dir, { seed: { password: "gizli123" } });
    expect(first.created).toBe(true);
    expect(first.seed?.created).toBe(true);
    expect(first.seed?.logins.map((login) => [login.role, login.password])).toEqual([
      ["superadmin", "gizli123"],
      ["first_user", "gizli123"],
      ["staff", "gizli123"],
    ]);

    const database = await openPglite(dir);
    try {
      const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      expect(applied.rows[0].n).toBe(journal().entries.length);
      const [{ shops }] = await database.db.select({ shops: count() }).from(companies);
      expect(shops).toBe(2);
      expect((await seedIfEmpty(database.db, {})).created).toBe(false);
    } finally {
      await database.close();
    }
    expect(await initialiseDataDir(dir, { seed: {} })).toEqual({ created: false, seed: null });
  });

  it("migrates without seeding when no seed is asked for", async () => {
    const dir = newDir("pglite-init-bare-");
    expect(await initialiseDataDir(dir)).toEqual({ created: true, seed: null });
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
  });

  it("rejects with the database's message when a migration fails, instead of starting or hanging", async () => {
    const migrations = mkdtempSync(path.join(os.tmpdir(), "broken-migrations-"));
    cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const last = journal().entries.at(-1)!.tag;
    writeFileSync(path.join(migrations, `${last}.sql`), "select * from no_such_table;");
    const dir = newDir("pglite-init-broken-");
    const failure = initialiseDataDir(dir, { migrationsFolder: migrations, seed: {} });
    await expect(failure).rejects.toBeInstanceOf(DataDirInitError);
    await expect(failure).rejects.toThrow(/relation "no_such_table" does not exist/);
  });

  it("names what PGlite's file system throws, which is no Error, when the directory holds something that is no cluster", async () => {
    const dir = newDir("pglite-init-junk-");
    mkdirSync(path.join(dir, "base"), { recursive: true });
    writeFileSync(path.join(dir, "base", "1"), "not a database");
    await expect(initialiseDataDir(dir)).rejects.toThrow(/ErrnoError/);
  });
});
