/**
 * `npm run bench` (issue 9, item 5): a benchmark, not a test. Seeds a throwaway PostgreSQL through SQL, loads
 * the busiest client endpoints with autocannon and their recorded SQL with pgbench, repeats on a 10,000-client
 * database and on the embedded PGlite, prints the tables and writes them into docs/performance.md.
 * `npm run bench -- --help` lists the options (`--quick` while developing).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "../../server/db/client";
import { writeSection } from "../perf-doc";
import { endpointsFor, type Endpoint } from "./endpoints";
import { measureLoad, type LoadResult } from "./load";
import { describeMachine } from "./machine";
import { parseOptions, USAGE, type BenchOptions } from "./options";
import { measurePgbench } from "./pgbench";
import { pgbenchScript } from "./pgbench-script";
import { freePort } from "../measure-server";
import { startPostgres } from "./postgres";
import { explainEndpoint } from "./explain";
import { recordEndpointQueries } from "./record";
import { benchReport, type EndpointResult } from "./report";
import { seedDatabase } from "./seed";
import type { Scale } from "./seed-sql";
import { startServer } from "./server-process";

const DOC = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));
/** What a browser sends: API answers of 1 KB or more are compressed, and that is part of their cost. */
const ACCEPT_ENCODING = "gzip, deflate, br";

interface ScaleRun {
  endpoints: Endpoint[];
  api: Map<string, LoadResult>;
  statements: Map<string, number>;
  rawTps: Map<string, number>;
}

const log = (line: string) => console.log(line);
/** The one-minute load average before each measurement: the machine is shared, and its load is part of what the figures mean. */
const loadSamples: number[] = [];
const sampleLoad = () => loadSamples.push(os.loadavg()[0]);

/** Seeds, records each endpoint's SQL, then loads the server (its own process) and, optionally, the SQL alone. */
async function runScale(
  name: string,
  database: Database,
  serverEnv: Record<string, string>,
  scale: Scale,
  options: BenchOptions,
  pgbenchUrl: string | null,
): Promise<ScaleRun | null> {
  log(`${name}: seeding ${scale.shops} shops, ${scale.clients.toLocaleString("en")} clients (the dealer: ${scale.dealerClients.toLocaleString("en")})`);
  const seeded = await seedDatabase(database, scale, log);
  log(`  seeded in ${Math.round(seeded.seconds)} s`);
  const endpoints = endpointsFor(scale, seeded.dealerClientId, seeded.dealerProductId);
  const tokens = { dealer: seeded.dealerToken, shop: seeded.shopToken };
  const recorded = await recordEndpointQueries(database, endpoints, tokens);
  if (options.explain) {
    for (const endpoint of endpoints) log(await explainEndpoint(database, endpoint, recorded.get(endpoint.key)!));
    await database.close();
    return null;
  }
  await database.close();

  const run: ScaleRun = { endpoints, api: new Map(), statements: new Map(), rawTps: new Map() };
  for (const [key, queries] of recorded) run.statements.set(key, queries.length);
  const server = await startServer(serverEnv, await freePort());
  try {
    for (const endpoint of endpoints) {
      const headers = { authorization: `Bearer ${tokens[endpoint.as]}`, "accept-encoding": ACCEPT_ENCODING };
      sampleLoad();
      const result = await measureLoad(server.url + endpoint.path, { ...options, headers });
      run.api.set(endpoint.key, result);
      log(`  API  ${endpoint.label.padEnd(34)} ${Math.round(result.rate).toString().padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms${result.failures ? `  ${result.failures} failed` : ""}`);
    }
  } finally {
    await server.stop();
  }
  if (pgbenchUrl) {
    for (const endpoint of endpoints) {
      const script = pgbenchScript(`${endpoint.label}: GET ${endpoint.path}`, recorded.get(endpoint.key)!);
      sampleLoad();
      const tps = await measurePgbench(pgbenchUrl, script, options);
      run.rawTps.set(endpoint.key, tps);
      log(`  SQL  ${endpoint.label.padEnd(34)} ${Math.round(tps).toString().padStart(6)} tps  (${recorded.get(endpoint.key)!.length} statements)`);
    }
  }
  return run;
}

async function main() {
  if (process.argv.includes("--help")) return console.log(USAGE);
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const postgres = await startPostgres();
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  const cleanUp = () => {
    postgres.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });
  try {
    log(`PostgreSQL ${postgres.version} on port ${postgres.port}`);
    const largeUrl = await postgres.createDatabase("bench_large");
    const large = await runScale("PostgreSQL", await openDatabase({ databaseUrl: largeUrl, dataDir: null }), { DATABASE_URL: largeUrl }, options.large, options, largeUrl);
    if (!large) return;

    let small: ScaleRun | undefined;
    if (options.scale) {
      const smallUrl = await postgres.createDatabase("bench_small");
      small = (await runScale("PostgreSQL, small", await openDatabase({ databaseUrl: smallUrl, dataDir: null }), { DATABASE_URL: smallUrl }, options.small, options, null)) ?? undefined;
    }
    let pglite: ScaleRun | undefined;
    if (options.withPglite) {
      // The app's own default: PGlite under DATA_DIR/db, opened by the seeding first, then by the server alone.
      const database = await openDatabase({ dataDir: pgliteDir });
      pglite = (await runScale("PGlite", database, { DATA_DIR: pgliteDir }, options.pglite, options, null)) ?? undefined;
    }

    const results: EndpointResult[] = large.endpoints.map((endpoint) => ({
      endpoint,
      statements: large.statements.get(endpoint.key)!,
      api: large.api.get(endpoint.key)!,
      rawTps: large.rawTps.get(endpoint.key)!,
      small: small?.api.get(endpoint.key),
      pglite: pglite?.api.get(endpoint.key),
    }));
    const report = benchReport({
      machine: describeMachine(postgres.version, [Math.min(...loadSamples), Math.max(...loadSamples)]),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmUpSeconds: options.warmUpSeconds,
      large: options.large,
      small: small && options.small,
      pglite: pglite && options.pglite,
      results,
    });
    const section = options.quick ? `_A quick run (\`--quick\`): small data and short runs, for development only._\n\n${report}` : report;
    console.log(`\n${section}\n`);
    if (options.write) {
      writeSection(DOC, "bench", section);
      log(`written to ${path.relative(process.cwd(), DOC)}`);
    }
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
