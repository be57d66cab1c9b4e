import type { Scale } from "./seed-sql";

export interface BenchOptions {
  /** The large PostgreSQL database (1,000 shops, 1,000,000 clients, the dealer with 50,000). */
  large: Scale;
  /** The same endpoints on 10,000 clients in all: latency at 1,000,000 rows against 10,000. */
  small: Scale;
  /** The embedded PGlite server's data (pgbench cannot reach it). */
  pglite: Scale;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  /** Leave out the 10,000-row run, the PGlite run, or the write into docs/performance.md. */
  scale: boolean;
  withPglite: boolean;
  write: boolean;
  quick: boolean;
  /** Only seed the large database and print each endpoint's statements with their plans (no load): for finding a slow one. */
  explain: boolean;
}

export const USAGE = `npm run bench [-- options]
  --quick              small data (60,000 clients, a 10,000-client dealer) and 3 s runs, for development
  --duration=SECONDS   measured seconds per endpoint (default 10, quick 3)
  --warmup=SECONDS     warm-up seconds before each measurement (default 2, quick 1)
  --connections=N      concurrent connections of autocannon and pgbench (default 50)
  --no-scale           skip the 10,000-client database
  --no-pglite          skip the PGlite server
  --no-write           print only; leave docs/performance.md alone
  --explain            seed the large database, print each endpoint's statements with EXPLAIN ANALYZE, measure nothing`;

const FULL = {
  large: { shops: 1_000, clients: 1_000_000, dealerClients: 50_000 },
  // 10 shops, the dealer with 1,000: a normal shop as big as at 1,000,000 rows, the table 100× smaller.
  small: { shops: 10, clients: 10_000, dealerClients: 1_000 },
  // The dealer as at 1,000,000 rows beside 20 shops of ~1,000: PGlite's rate against PostgreSQL's on the same shops.
  pglite: { shops: 21, clients: 70_000, dealerClients: 50_000 },
};

const QUICK = {
  large: { shops: 60, clients: 60_000, dealerClients: 10_000 },
  small: FULL.small,
  pglite: { shops: 11, clients: 20_000, dealerClients: 10_000 },
};

const positiveInteger = (name: string, value: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} needs a positive whole number, not "${value}"`);
  return number;
};

/** Reads the command line; an unknown option is an error (with the usage), not silently ignored. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes("--quick");
  const options: BenchOptions = {
    ...(quick ? QUICK : FULL),
    connections: 50,
    durationSeconds: quick ? 3 : 10,
    warmUpSeconds: quick ? 1 : 2,
    scale: true,
    withPglite: true,
    write: true,
    quick,
    explain: false,
  };
  for (const argument of argv) {
    const [name, value] = argument.replace(/^--/, "").split("=", 2);
    if (argument === "--quick") continue;
    else if (argument === "--no-scale") options.scale = false;
    else if (argument === "--no-pglite") options.withPglite = false;
    else if (argument === "--no-write") options.write = false;
    else if (argument === "--explain") options.explain = true;
    else if (name === "duration" && value) options.durationSeconds = positiveInteger(name, value);
    else if (name === "warmup" && value !== undefined) options.warmUpSeconds = value === "0" ? 0 : positiveInteger(name, value);
    else if (name === "connections" && value) options.connections = positiveInteger(name, value);
    else throw new Error(`unknown option ${argument}\n${USAGE}`);
  }
  return options;
}
