import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import type { ResourceSchema } from "../../src/schemas/resource";

/** The fixed key of the test apps' secrets (`x-encrypted`): the base64 of 32 bytes 0..31. */
export const TEST_SECRETS_KEY = Buffer.from(Array.from({ length: 32 }, (_, index) => index)).toString("base64");

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database per call: in-memory PGlite, or, when TEST_DATABASE_URL points at a PostgreSQL
 * server, a new throwaway database on it (dropped on close).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { schemas?: readonly ResourceSchema[]; extensions?: BuildAppOptions["extensions"]; beforeBuild?: (database: Database) => Promise<void> } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await options.beforeBuild?.(database);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data", LOGIN_RATE_LIMIT: "1000", SECRETS_KEY: TEST_SECRETS_KEY, ...env });
  const app = await buildApp({ config, database, closeDatabase: false, schemas: options.schemas, extensions: options.extensions });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
