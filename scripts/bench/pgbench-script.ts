import pgUtils from "pg/lib/utils.js";
import type { SentQuery } from "../../server/test/query-counter";

/** One endpoint's recorded statements as a pgbench script and the variables (`-D name=value`) it reads. */
export interface PgbenchScript {
  script: string;
  defines: string[];
}

/** A parameter as node-postgres sends it (dates, arrays and objects as PostgreSQL text), or null. */
export const wireValue = (value: unknown): string | null => {
  const prepared = pgUtils.prepareValue(value) as unknown;
  if (prepared === null || typeof prepared === "string") return prepared;
  throw new Error(`a ${typeof prepared} parameter cannot be given to pgbench`);
};

/**
 * The values a statement was sent with. drizzle's node-postgres session calls `query({ name, text, rowMode }, params)`,
 * the values beside the config rather than in it, which SentQuery.params does not read.
 */
export function parametersOf(query: SentQuery): unknown[] {
  const [first, second] = query.args as [{ values?: unknown[] } | string, unknown[] | undefined];
  if (typeof first === "object" && first?.values) return first.values;
  return second ?? query.params;
}

/**
 * pgbench reads `:name` as a variable anywhere in a statement; the app's SQL sends every value as a parameter,
 * so a `:x` of its own (outside a `::` cast) would be a literal that pgbench breaks: refuse it.
 */
const STRAY_VARIABLE = /(?<!:):(?=[A-Za-z0-9_])/;

/**
 * Turns the statements an endpoint sent (recordQueries) into a pgbench script: each `$n` becomes a variable
 * (`:q1_2` is the second parameter of the first statement) whose value is the one the app sent, so with
 * `-M prepared` pgbench sends the same statements with the same untyped text parameters node-postgres sends.
 * A null parameter is written as NULL.
 */
export function pgbenchScript(title: string, queries: readonly Pick<SentQuery, "text" | "params">[]): PgbenchScript {
  const defines: string[] = [];
  const statements = queries.map((query, index) => {
    const q = index + 1;
    if (STRAY_VARIABLE.test(query.text)) throw new Error(`statement ${q} of ${title} holds a ':' pgbench would read as a variable`);
    const text = query.text.trim().replace(/;$/, "").replace(/\$(\d+)/g, (_, n: string) => {
      // A missing value is a recording fault (it would run as NULL and find nothing, quickly), not a null.
      if (Number(n) > query.params.length) throw new Error(`statement ${q} of ${title} uses $${n} but was sent ${query.params.length} values`);
      const value = wireValue(query.params[Number(n) - 1]);
      if (value === null) return "NULL";
      if (value.includes("\n")) throw new Error(`parameter ${n} of statement ${q} of ${title} spans lines`);
      const name = `q${q}_${n}`;
      if (!defines.some((define) => define.startsWith(`${name}=`))) defines.push(`${name}=${value}`);
      return `:${name}`;
    });
    return `-- ${q}/${queries.length}\n${text};`;
  });
  return { script: `-- ${title.replaceAll("\n", " ")}\n${statements.join("\n")}\n`, defines };
}

/** The transactions per second pgbench printed (the figure without the initial connection time). */
export function parsePgbenchTps(output: string): number {
  const match = /^tps = ([\d.]+) \(without initial connection time\)$/m.exec(output);
  if (!match) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}
