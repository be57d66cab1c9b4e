import Fastify, { type FastifyInstance } from "fastify";
import { loadConfig } from "../config";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../db/client";
import { createRepositories, unitOfWorkOn, type Repositories, type TenantScope } from "../data";
import { createRegistry } from "../data/registry";
import databasePlugin from "../plugins/database";
import tenancyPlugin from "../plugins/tenancy";
import { openTestDatabase } from "../test/app";
import { createActor } from "../test/fixtures";
import jobsPlugin from "./plugin";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner";

export interface JobsTestBed {
  db: Db;
  repositories(scope: TenantScope): Repositories;
  unitOfWork<T>(scope: TenantScope, work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** A runner on this database (`id` names it in `locked_by`). */
  runner(options?: Partial<JobRunnerOptions>): JobRunner;
  /**
   * A runner on its own connection pool to the same database, as a second server would be (PostgreSQL); on PGlite,
   * which has one connection, a runner on the same one. Closed by `drop`.
   */
  runnerOnSecondPool(options?: Partial<JobRunnerOptions>): Promise<JobRunner>;
  /** A new company (with its owner), for its jobs. */
  shop(): Promise<number>;
  drop(): Promise<void>;
}

/**
 * A fresh migrated database (PGlite, or PostgreSQL under `npm run test:pg`) with the data layer and no routes:
 * the job runner's tests do not depend on the resources the rest of the server serves.
 */
export async function openJobsTestBed(): Promise<JobsTestBed> {
  const { database, drop } = await openTestDatabase();
  const registry = createRegistry([]);
  const db = database.db;
  const repositories = (scope: TenantScope) => createRepositories(db, registry, scope);
  const unitOfWork = unitOfWorkOn(db, registry);
  const closers: (() => Promise<void>)[] = [];
  return {
    db,
    repositories,
    unitOfWork,
    runner: (options = {}) => createJobRunner({ db, repositories, unitOfWork, ...options }),
    async runnerOnSecondPool(options = {}) {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) return createJobRunner({ db, repositories, unitOfWork, ...options });
      const [{ name }] = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const second = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      closers.push(() => second.close());
      const secondRepositories = (scope: TenantScope) => createRepositories(second.db, registry, scope);
      return createJobRunner({ db: second.db, repositories: secondRepositories, unitOfWork: unitOfWorkOn(second.db, registry), ...options });
    },
    shop: async () => (await createActor(db)).companyId,
    async drop() {
      for (const close of closers) await close();
      await drop();
    },
  };
}

/** The jobs plugin on a bare app (database and tenancy, no routes) over the test bed's database. */
export async function jobsApp(bed: JobsTestBed, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data", ...env });
  await app.register(databasePlugin, { database: { db: bed.db, kind: "pglite", migrate: async () => {}, close: async () => {} }, config, closeDatabase: false });
  await app.register(tenancyPlugin, { schemas: [] });
  await app.register(jobsPlugin);
  await app.ready();
  return app;
}
