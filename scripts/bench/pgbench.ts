import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parsePgbenchTps, type PgbenchScript } from "./pgbench-script";

const run = promisify(execFile);
export const PGBENCH = "/usr/bin/pgbench";

/** Where pgbench connects: the socket folder of a `?host=` URL (as the app's driver reads it), else the URL's host. */
export const hostOf = (url: URL): string => url.searchParams.get("host") ?? url.hostname;

/** Runs one endpoint's script with pgbench (-M prepared, as many clients as autocannon's connections) and returns its tps. */
export async function measurePgbench(
  databaseUrl: string,
  script: PgbenchScript,
  options: { connections: number; durationSeconds: number },
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pgbench-"));
  try {
    const file = path.join(dir, "endpoint.sql");
    writeFileSync(file, script.script);
    const url = new URL(databaseUrl);
    const args = [
      "-n", "-M", "prepared", "-c", String(options.connections), "-j", "2", "-T", String(options.durationSeconds),
      "-h", hostOf(url), "-p", url.port, "-U", url.username || "postgres",
      "-f", file, ...script.defines.flatMap((define) => ["-D", define]),
      url.pathname.slice(1),
    ];
    const { stdout } = await run(PGBENCH, args, { maxBuffer: 16 * 1024 * 1024 });
    return parsePgbenchTps(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
