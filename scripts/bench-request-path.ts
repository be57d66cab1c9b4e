/**
 * A small benchmark of the signed-in request path (issue 9, item 2), not a test: times sequential
 * `app.inject` calls of GET /api/clients/:id and GET /api/user against the same statements sent straight
 * to the driver, and prints each endpoint's rate as a fraction of its raw SQL. In-memory PGlite, or the
 * PostgreSQL server of TEST_DATABASE_URL. Run: `npx tsx scripts/bench-request-path.ts [requests]`.
 */
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { allSchemas, createRow, ownerOf } from "../server/suites/helpers";
import { createTestApp } from "../server/test/app";
import type { Actor } from "../server/test/fixtures";
import { recordQueries, replayQueries } from "../server/test/query-counter";

const REQUESTS = Number(process.argv[2] ?? 2_000);
const WARM_UP = 200;

async function timed(times: number, run: () => Promise<void>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const start = performance.now();
  for (let i = 0; i < times; i++) await run();
  return performance.now() - start;
}

async function benchEndpoint(app: FastifyInstance, actor: Actor, url: string) {
  const get = async () => {
    const response = await app.inject({ method: "GET", url, headers: actor.headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  const recording = recordQueries(app.db);
  await get();
  recording.stop();
  const apiMs = await timed(REQUESTS, get);
  const rawMs = await timed(REQUESTS, () => replayQueries(app.db, recording.queries));
  return { url, queries: recording.queries.length, apiMs, rawMs };
}

const t = await createTestApp();
try {
  const clients = allSchemas.find((schema) => schema.$id === "clients")!;
  const actor = await ownerOf(t.app.db, clients);
  const { id } = await createRow(t.app, actor, clients);
  console.log(`${REQUESTS} sequential requests each, ${t.database.kind}, node ${process.version}`);
  for (const url of [`/api/clients/${id}`, "/api/user"]) {
    const { queries, apiMs, rawMs } = await benchEndpoint(t.app, actor, url);
    const rate = (ms: number) => Math.round((REQUESTS / ms) * 1000);
    console.log(
      `${url.padEnd(18)} queries ${queries}  api ${rate(apiMs)}/s (${(apiMs / REQUESTS).toFixed(3)} ms)  ` +
        `raw SQL ${rate(rawMs)}/s (${(rawMs / REQUESTS).toFixed(3)} ms)  api/raw ${(rawMs / apiMs).toFixed(2)}`,
    );
  }
} finally {
  await t.close();
}
