import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const PGLITE_MODULE = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;

/**
 * Creates the PostgreSQL cluster of a new PGlite data directory (initdb) in a short-lived child process; answers
 * whether it had to. PGlite runs initdb in a second WebAssembly PostgreSQL of its own, and the ~170 MB that costs
 * stay resident in the process that ran it for as long as it lives (docs/performance.md): in the server, that was
 * every first start. The server then opens the directory as it would after a restart.
 */
export async function initialiseDataDir(dir: string): Promise<boolean> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return false;
  const script = `const { PGlite } = await import(${JSON.stringify(PGLITE_MODULE)});
const db = new PGlite(${JSON.stringify(dir)});
await db.waitReady;
await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { maxBuffer: 16 * 1024 * 1024 });
  return true;
}
