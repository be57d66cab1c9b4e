import { fork } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SeedLogin } from "../seed/seed";

/** Defined by scripts/build-server.ts in the compiled server: the compiled child beside it. */
declare const COMPILED_PGLITE_INIT_CHILD: string | undefined;

/** What the parent asks the child (sent over IPC, so seed passwords stay out of argv and the environment). */
export interface InitRequest {
  dir: string;
  migrationsFolder?: string;
  seed?: { password?: string };
}

export interface Seeded {
  created: boolean;
  logins: SeedLogin[];
}

/** The child's one answer. */
export type InitAnswer = { seed: Seeded | null } | { error: string };

export class DataDirInitError extends Error {
  constructor(
    readonly dir: string,
    readonly detail: string,
  ) {
    super(`initialising the PGlite data directory ${dir} failed: ${detail}`);
  }
}

/**
 * Creates the PostgreSQL cluster of a new PGlite data directory (initdb), applies the migrations and, when asked, seeds
 * it, all in a short-lived child process; answers whether the directory was new and what the seed created. PGlite's
 * WebAssembly memory never shrinks: initdb, the migrations and the seed cost ~70–170 MB that stayed resident for the
 * life of the server that ran them (docs/performance.md). The server then opens the directory as after a restart.
 * A directory that already has a cluster is left to the server (its own migrate() and seed are the fallback).
 */
export async function initialiseDataDir(
  dir: string,
  options: Omit<InitRequest, "dir"> = {},
): Promise<{ created: boolean; seed: Seeded | null }> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return { created: false, seed: null };
  mkdirSync(dir, { recursive: true });
  const answer = await runChild({ ...options, dir });
  if ("error" in answer) throw new DataDirInitError(dir, answer.error);
  return { created: true, seed: answer.seed };
}

/**
 * The compiled child under `npm start` (plain node, as the server); the TypeScript source through tsx's loader
 * otherwise (tests, `npm run dev`): the seed is TypeScript.
 */
function childCommand(): { module: string; execArgv: string[] } {
  if (typeof COMPILED_PGLITE_INIT_CHILD === "string") return { module: COMPILED_PGLITE_INIT_CHILD, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { module: fileURLToPath(new URL("./pglite-init-child.ts", import.meta.url)), execArgv: ["--import", tsx] };
}

/** Runs the child; its answer, or its output as the error when it ended without one (a crash, a module not found). */
function runChild(request: InitRequest): Promise<InitAnswer> {
  const { module, execArgv } = childCommand();
  return new Promise((resolve, reject) => {
    const child = fork(module, [], { execArgv, stdio: ["ignore", "pipe", "pipe", "ipc"] });
    let output = "";
    let answer: InitAnswer | undefined;
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("message", (message) => (answer = message as InitAnswer));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      resolve(answer ?? { error: output.trim() || `the child process ended (${signal ?? `exit code ${code}`}) without an answer` });
    });
    child.send(request);
  });
}
