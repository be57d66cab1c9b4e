/**
 * The server the benchmark loads, in its own process so the load generator does not share its event loop:
 * the app as `npm start` builds it (buildApp, production mode) on DATABASE_URL or DATA_DIR's PGlite, without
 * logging, building the SPA or seeding (the benchmark seeded the database through SQL). Prints "ready" once
 * it listens.
 */
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";

const config = loadConfig({ ...process.env, NODE_ENV: "production" });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: config.port, host: "127.0.0.1" });
process.stdout.write("ready\n");

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once("SIGTERM", close);
process.once("SIGINT", close);
