import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase, pgliteDir } from "./db/client";
import { DataDirInitError, initialiseDataDir } from "./db/pglite-init";
import { seedIfEmpty } from "./seed/seed";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { translate } from "./i18n";

interface Login {
  role: string;
  email: string;
  password: string;
}

/** `npm start`: lock the data directory, build the SPA, migrate, seed once, serve API and SPA on one port. */
async function main() {
  const config = loadConfig();
  const skipBuild = process.argv.includes("--no-build");
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(translate("tr", "server.startup.locked", { dir: error.dir, pid: error.pid }));
        console.error(`(${error.message})`);
        process.exit(1);
      }
      throw error;
    }
  }
  if (!skipBuild) {
    // The Vite build alone: a bundle over its budget fails `npm run build` (CI), not the shop's server.
    const build = spawnSync("npm", ["run", "build:app", "--silent"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const seedPassword = process.env.SEED_PASSWORD;
  // A new PGlite directory is created, migrated and seeded by a short-lived child process, so this one opens it as
  // after a restart, without the memory that work leaves in PGlite (docs/performance.md).
  const firstStart = config.databaseUrl ? null : await initialiseDataDir(pgliteDir(config.dataDir), { seed: { password: seedPassword } });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seed = firstStart?.seed?.created ? firstStart.seed : await seedIfEmpty(database.db, { password: seedPassword });
  mkdirSync(config.dataDir, { recursive: true });
  const loginsFile = path.join(config.dataDir, "seed-logins.json");
  if (seed.created) writeFileSync(loginsFile, JSON.stringify(seed.logins, null, 2), { mode: 0o600 });

  const app = await buildApp({ config, database, logger: { level: config.env === "development" ? "info" : "warn" } });
  const shutdown = async () => {
    await app.close();
    release();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  // Background jobs (server/jobs): queued SMS and reminders. app.close() (SIGINT, SIGTERM) lets the running job end.
  if (!config.jobs.disabled) app.jobs.start();
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\nGelinlik Yönetim Paneli: ${url}`);
  console.log(`Database: ${database.kind === "pglite" ? path.join(config.dataDir, "db") + " (PGlite)" : "PostgreSQL"}`);
  if (existsSync(loginsFile)) {
    const logins = JSON.parse(readFileSync(loginsFile, "utf8")) as Login[];
    console.log(`Logins (from ${loginsFile}; delete the file once noted):`);
    for (const login of logins) console.log(`  ${login.role.padEnd(12)} ${login.email.padEnd(28)} ${login.password}`);
  }
  if (!config.integrations.systemSms) {
    console.log("No platform SMS account (SYSTEM_SMS_PROVIDER): phone verification codes of new shops are written to this log.");
  }
}

main().catch((error) => {
  if (error instanceof DataDirInitError) console.error(translate("tr", "server.startup.initFailed", { dir: error.dir, error: error.detail }));
  else console.error(error);
  process.exit(1);
});
