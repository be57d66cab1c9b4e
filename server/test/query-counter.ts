import type { Db } from "../db/client";

export interface SentQuery {
  text: string;
  params: unknown[];
  /** The driver call's own arguments, replayed as they were. */
  args: unknown[];
}

type DriverClient = { query: (...args: unknown[]) => Promise<unknown> };

const driverOf = (db: Db): DriverClient => (db as unknown as { session: { client: DriverClient } }).session.client;

/** The statement and its parameters, whichever shape the driver was called with (PGlite or node-postgres). */
function sentQuery(args: unknown[]): SentQuery {
  const first = args[0] as string | { text?: string; values?: unknown[] };
  if (typeof first === "string") return { text: first, params: (args[1] as unknown[] | undefined) ?? [], args };
  return { text: first?.text ?? "", params: first?.values ?? [], args };
}

/**
 * Records the SQL statements sent through `db` (PGlite or node-postgres under drizzle) from now on, by
 * wrapping the driver's query method; `stop()` puts the driver back. Reads the data layer makes outside a
 * transaction all pass here, so a count of them is the number of round trips a request costs.
 */
export function recordQueries(db: Db): { readonly queries: SentQuery[]; stop(): void } {
  const client = driverOf(db);
  const original = client.query;
  const queries: SentQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    queries.push(sentQuery(args));
    return original.apply(this, args);
  };
  return {
    queries,
    stop: () => {
      client.query = original;
    },
  };
}

/** Sends recorded statements straight to the driver, without the query builder: the raw-SQL cost of a request. */
export async function replayQueries(db: Db, queries: readonly SentQuery[]): Promise<void> {
  const client = driverOf(db);
  for (const query of queries) await client.query(...query.args);
}
