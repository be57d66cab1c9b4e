/**
 * `npm run measure:memory`: the resident memory of an idle server on its default embedded PGlite, as `npm start`
 * runs it (fresh data directory, migrated and seeded), read from /proc for the whole process tree once it has
 * settled. A measurement, not a test: it prints, and with `--write` puts the table into docs/performance.md.
 *
 *   --command "<cmd>"   start this instead of `tsx server/main.ts --no-build` (to compare ways of running)
 *   --env K=V           an extra environment variable for the server (repeatable)
 *   --write             write the result between the memory markers of docs/performance.md
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { machineLine, writeSection } from "./perf-doc";
import { treeMemory, type ProcessMemory } from "./proc-tree";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const command = option("--command") ?? "node_modules/.bin/tsx server/main.ts --no-build";
const extraEnv = Object.fromEntries(
  args.flatMap((arg, i) => (args[i - 1] === "--env" ? [arg.split(/=(.*)/s).slice(0, 2)] : [])),
) as Record<string, string>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; the server's start (migrations, seed) takes a few seconds. */
async function waitUntilAnswering(url: string, exited: () => boolean, limitMs = 180_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the server exited before answering");
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

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
  const port = await freePort();
  const [program, ...programArgs] = command.split(" ");
  const child = spawn(program, programArgs, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production", ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", () => resolve((exited = true))));
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/docs`, () => exited);
    return { label, ...(await settledMemory(child.pid!)) };
  } finally {
    // The whole group: tsx runs the server in a child process of its own.
    if (!exited) process.kill(-child.pid!, "SIGTERM");
    await exit;
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
