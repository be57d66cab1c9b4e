/**
 * `npm run measure:memory`: the resident memory of an idle server on its default embedded PGlite, as `npm start`
 * runs it (fresh data directory, migrated and seeded), read from /proc for the whole process tree once it has
 * settled. A measurement, not a test: it prints, and with `--write` puts the table into docs/performance.md.
 *
 *   --command "<cmd>"   start this instead of `npm start --silent -- --no-build` (to compare ways of running)
 *   --env K=V           an extra environment variable for the server (repeatable)
 *   --write             write the result between the memory markers of docs/performance.md
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./measure-server";
import { machineLine, writeSection } from "./perf-doc";
import { treeMemory, type ProcessMemory } from "./proc-tree";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const command = option("--command") ?? "npm start --silent -- --no-build";
const extraEnv = Object.fromEntries(
  args.flatMap((arg, i) => (args[i - 1] === "--env" ? [arg.split(/=(.*)/s).slice(0, 2)] : [])),
) as Record<string, string>;

/**
 * Samples the tree every half second until the total RSS of the last six samples (3 s) varies by less than 1 %
 * (garbage collection and PGlite's start-up work have ended), or 60 s have passed.
 */
async function settledMemory(root: number): Promise<{ processes: ProcessMemory[]; seconds: number }> {
  const started = Date.now();
  const totals: number[] = [];
  let processes = treeMemory(root);
  for (;;) {
    processes = treeMemory(root);
    totals.push(processes.reduce((sum, p) => sum + p.rssKb, 0));
    const recent = totals.slice(-6);
    const settled = recent.length === 6 && Math.max(...recent) - Math.min(...recent) < Math.max(...recent) * 0.01;
    if (settled || Date.now() - started > 60_000) return { processes, seconds: (Date.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

export function memoryTable(processes: ProcessMemory[]): string {
  const rows = processes.map(
    (p) => `| ${p.pid} | \`${p.command.replace(/\s+/g, " ").slice(0, 90)}\` | ${mb(p.rssKb)} | ${mb(p.anonKb)} | ${mb(p.fileKb)} |`,
  );
  const total = processes.reduce((sum, p) => sum + p.rssKb, 0);
  return [
    "| pid | process | RSS | anonymous | file-backed |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    `| | **total** | **${mb(total)}** | | |`,
  ].join("\n");
}

interface Run {
  label: string;
  processes: ProcessMemory[];
  seconds: number;
}

/** Starts the server on `dataDir`, waits until it answers and its memory has settled, reads it, stops it. */
async function measureOnce(label: string, dataDir: string): Promise<Run> {
  const server = await startServer(command, dataDir, extraEnv);
  try {
    return { label, ...(await settledMemory(server.child.pid!)) };
  } finally {
    await server.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gelinlik-memory-"));
  try {
    // The first start creates the database (initdb, migrations, seed); a restart opens what is there.
    const runs = [await measureOnce("first start (fresh data directory)", dataDir), await measureOnce("restart (same data directory)", dataDir)];
    const title = `\`${command}\`${Object.keys(extraEnv).length ? ` with ${JSON.stringify(extraEnv)}` : ""}`;
    const text = runs.map((run) => `${run.label}, settled after ${run.seconds} s:\n\n${memoryTable(run.processes)}`).join("\n\n");
    console.log(`${title}\n\n${text}`);
    if (args.includes("--write")) {
      const body = [
        `Measured by \`npm run measure:memory\` (${title}, idle, RSS of the whole process tree from /proc once it`,
        `varied by less than 1 % over 3 s) on: ${machineLine()}.`,
        "",
        text,
      ].join("\n");
      writeSection(path.resolve("docs/performance.md"), "memory-measured", body);
      console.log("\nwritten to docs/performance.md");
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
