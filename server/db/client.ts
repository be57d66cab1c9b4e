import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { initialiseDataDir } from "./pglite-init";

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the checked-in SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PGlite's own start parameters plus a smaller buffer cache. PostgreSQL's default shared_buffers (128 MB) is all
 * resident in PGlite's WebAssembly memory from the start, whatever the database holds: most of an idle server's
 * memory (docs/performance.md). A shop's working set fits in 32 MB; what does not is read again from the
 * operating system's file cache. PGlite has one connection and no parallel workers, so nothing else needs more.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=32MB",
];

/** PGlite in `dataDir` (or in memory when `dataDir` is null), or PostgreSQL when a URL is given. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) is an event on the
    // pool; unheard, it would end the process. The pool opens a new connection for the next query.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.error(`database: an idle connection was lost (${error.message}); the next query reconnects`);
    });
    await pool.query("select 1");
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (!options.dataDir) return openPglite(null);
  const dir = pgliteDir(options.dataDir);
  await initialiseDataDir(dir);
  return openPglite(dir);
}

/** Where the embedded database of a data directory lives. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "db");

/** PGlite on the cluster in `dir` (created there when new) or in memory (null), as the server runs it. */
export async function openPglite(dir: string | null, migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  // pg_trgm backs the keyword search's index (PostgreSQL has it from contrib; the migration creates it).
  const pgliteOptions = { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };
  const client = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
