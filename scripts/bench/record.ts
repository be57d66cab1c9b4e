import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { recordQueries, type SentQuery } from "../../server/test/query-counter";
import type { Endpoint } from "./endpoints";
import { parametersOf } from "./pgbench-script";

/**
 * The SQL each endpoint really sends, caught at run time: the app is built in this process on the seeded
 * database (as the benchmark server is), each request is made once to warm it, then once more while the
 * driver's calls are recorded. The session lookup is among them, as it is part of every request's cost.
 */
export async function recordEndpointQueries(
  database: Database,
  endpoints: readonly Endpoint[],
  tokens: Record<Endpoint["as"], string>,
): Promise<Map<string, SentQuery[]>> {
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: "/nonexistent-bench-data" });
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  await app.ready();
  const recorded = new Map<string, SentQuery[]>();
  const lastCursors = new Map<string, string>();
  try {
    for (const endpoint of endpoints) {
      if (endpoint.cursorFrom) {
        const cursor = lastCursors.get(endpoint.cursorFrom);
        if (!cursor) throw new Error(`${endpoint.key}: ${endpoint.cursorFrom} answered no cursor (list it first)`);
        endpoint.path += `&cursor=${cursor}`;
      }
      const request = () => app.inject({ method: "GET", url: endpoint.path, headers: { authorization: `Bearer ${tokens[endpoint.as]}` } });
      const warm = await request();
      if (warm.statusCode !== 200) throw new Error(`${endpoint.path}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
      const cursors = (warm.json() as { cursors?: { last: string } }).cursors;
      if (cursors) lastCursors.set(endpoint.key, cursors.last);
      const recording = recordQueries(app.db);
      await request();
      recording.stop();
      recorded.set(endpoint.key, recording.queries.map((query) => ({ ...query, params: parametersOf(query) })));
    }
  } finally {
    await app.close();
  }
  return recorded;
}
