import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import type { SentQuery } from "../../server/test/query-counter";
import type { Endpoint } from "./endpoints";
import { wireValue } from "./pgbench-script";

/** A parameter written as a quoted literal (EXPLAIN EXECUTE and a plain EXPLAIN take no bound parameters). */
const literal = (value: unknown): string => {
  const wire = wireValue(value);
  return wire === null ? "NULL" : `'${wire.replaceAll("'", "''")}'`;
};

/** `$1`… replaced by their values, highest first so that `$12` is not read as `$1`. */
export const inlineParameters = (text: string, params: readonly unknown[]): string =>
  params.reduceRight<string>((statement, value, index) => statement.replaceAll(`$${index + 1}`, literal(value)), text);

type Rows = { rows: Record<string, string>[] };

/**
 * One endpoint's statements, each with two plans as run on the seeded database (`npm run bench -- --explain`):
 * the custom plan for these values, and the generic plan a prepared statement switches to after five runs
 * (node-postgres and pgbench `-M prepared` both prepare), which can be far worse for a range or a long IN list.
 */
export async function explainEndpoint(database: Database, endpoint: Endpoint, queries: readonly SentQuery[]): Promise<string> {
  const run = async (statement: string) => ((await database.db.execute(sql.raw(statement))) as unknown as Rows).rows;
  const plan = (rows: Record<string, string>[]) => rows.map((row) => row["QUERY PLAN"]).join("\n");
  const parts = [`\n=== ${endpoint.label}: GET ${endpoint.path}`];
  for (const [index, query] of queries.entries()) {
    const custom = await run(`explain (analyze, buffers) ${inlineParameters(query.text, query.params)}`);
    parts.push(`--- ${inlineParameters(query.text, query.params)}\n${plan(custom)}`);
    if (query.params.length === 0) continue;
    const name = `bench_explain_${index}`;
    await run(`prepare ${name} as ${query.text}`);
    await run("set plan_cache_mode = force_generic_plan");
    try {
      const generic = await run(`explain (analyze, buffers) execute ${name}(${query.params.map(literal).join(", ")})`);
      parts.push(`--- generic plan\n${plan(generic)}`);
    } finally {
      await run("reset plan_cache_mode");
      await run(`deallocate ${name}`);
    }
  }
  return parts.join("\n");
}
