import { deepPage, PER_PAGE, type Endpoint } from "./endpoints";
import type { Scale } from "./seed-sql";

export interface Measured {
  rate: number;
  p50: number;
  p95: number;
  failures: number;
}

export interface EndpointResult {
  endpoint: Pick<Endpoint, "key" | "label" | "p95Target">;
  /** Statements one request sends (the session lookup included). */
  statements: number;
  api: Measured;
  rawTps: number;
  /** The same endpoint on the 10,000-client database, and on PGlite, when they ran. */
  small?: Measured;
  pglite?: Measured;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  postgres: string;
  /** The lowest and highest one-minute load average seen before the measurements (other work on the machine). */
  load: [number, number];
  date: string;
}

export interface BenchReport {
  machine: Machine;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  large: Scale;
  small?: Scale;
  pglite?: Scale;
  results: EndpointResult[];
}

export const TARGETS = { p95Ms: 100, apiToRaw: 0.5, largeToSmall: 1.5 } as const;

const MISS = "✗";
const HIT = "✓";
const mark = (ok: boolean) => (ok ? HIT : MISS);
const count = (value: number) => Math.round(value).toLocaleString("en");
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "–");
const failed = (measured: Measured) =>
  measured.rate === 0 ? ` ${MISS} none answered in the run` : measured.failures > 0 ? ` ${MISS} ${count(measured.failures)} failed` : "";
const describe = (scale: Scale) =>
  `${count(scale.shops)} shops, ${count(scale.clients)} clients (the dealer: ${count(scale.dealerClients)})`;

/** A markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function postgresTable(results: readonly EndpointResult[]): string {
  return table(
    ["endpoint", "statements", "API req/s", "raw SQL tps", "API/raw", "p50 ms", "p95 ms"],
    results.map(({ endpoint, statements, api, rawTps }) => {
      const toRaw = api.rate / rawTps;
      const p95 = endpoint.p95Target ? `${ms(api.p95)} ${mark(api.p95 < TARGETS.p95Ms)}` : ms(api.p95);
      return [endpoint.label, String(statements), `${count(api.rate)}${failed(api)}`, count(rawTps), `${ratio(toRaw)} ${mark(toRaw >= TARGETS.apiToRaw)}`, ms(api.p50), p95];
    }),
  );
}

function scaleTable(results: readonly EndpointResult[]): string {
  return table(
    ["endpoint", "p50 1M", "p50 10k", "1M/10k p50", "p95 1M", "p95 10k", "1M/10k p95"],
    results.flatMap(({ endpoint, api, small }) => {
      if (!small) return [];
      const [p50, p95] = [api.p50 / small.p50, api.p95 / small.p95];
      return [[endpoint.label, ms(api.p50), `${ms(small.p50)}${failed(small)}`, `${ratio(p50)} ${mark(p50 <= TARGETS.largeToSmall)}`,
        ms(api.p95), ms(small.p95), `${ratio(p95)} ${mark(p95 <= TARGETS.largeToSmall)}`]];
    }),
  );
}

function pgliteTable(results: readonly EndpointResult[]): string {
  return table(
    ["endpoint", "API req/s", "p50 ms", "p95 ms", "PGlite/PostgreSQL rate"],
    results.flatMap(({ endpoint, api, pglite }) =>
      pglite ? [[endpoint.label, `${count(pglite.rate)}${failed(pglite)}`, ms(pglite.p50), ms(pglite.p95), ratio(pglite.rate / api.rate)]] : [],
    ),
  );
}

/** The bench section of docs/performance.md (also what the command prints): the machine, then one table per run. */
export function benchReport(report: BenchReport): string {
  const { machine } = report;
  const parts = [
    `Run on ${machine.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM, ${machine.os}, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}; load average ${machine.load[0].toFixed(2)}–${machine.load[1].toFixed(2)} during the measurements (a shared machine: figures of one run are comparable only where the load was alike).`,
    `${report.connections} connections; per endpoint ${report.warmUpSeconds} s of warm-up, then ${report.durationSeconds} s measured, ` +
      "with autocannon against the server (its own process, production mode, asked with `accept-encoding: gzip, deflate, br` as a browser does) " +
      "and with pgbench (`-M prepared`, as many clients, two threads) running the statements the endpoint sent, recorded at run time; both reach PostgreSQL through its Unix socket. " +
      `Targets (issue 9): p95 under ${TARGETS.p95Ms} ms for the dealer's lists, search and sort; the API at ≥ ${TARGETS.apiToRaw}× of its raw SQL; ` +
      `latency at 1,000,000 rows ≤ ${TARGETS.largeToSmall}× of that at 10,000 (1M/10k). ${HIT} met, ${MISS} missed.`,
    `### PostgreSQL: ${describe(report.large)}`,
    postgresTable(report.results),
  ];
  if (report.small) {
    parts.push(
      `### ${count(report.large.clients)} rows against ${count(report.small.clients)}: ${describe(report.small)}`,
      `The same requests on a database ${count(report.large.clients / report.small.clients)}× smaller. A normal shop holds about as many ` +
        `clients in both, so its row shows what the table's size costs; the dealer's rows also show what its own ` +
        `${count(report.large.dealerClients / report.small.dealerClients)}× more clients cost. The deep page is as deep into the dealer's pages ` +
        `in both (page ${deepPage(report.large)} of ${count(report.large.dealerClients / PER_PAGE)} against page ${deepPage(report.small)} of ` +
        `${count(report.small.dealerClients / PER_PAGE)}). "1M" and "10k" name the two databases.`,
      scaleTable(report.results),
    );
  }
  if (report.pglite) {
    parts.push(
      `### PGlite (the embedded default): ${describe(report.pglite)}`,
      "autocannon only (pgbench cannot reach an embedded database); the rate is compared with PostgreSQL's above, for the same dealer " +
        `and shops of the same size (the deep page is page ${deepPage(report.pglite)}).`,
      pgliteTable(report.results),
    );
  }
  return parts.join("\n\n");
}
