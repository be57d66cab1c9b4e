import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { freePort } from "../measure-server";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface ThrowawayPostgres {
  port: number;
  version: string;
  /** A connection URL of a new, empty database of this server. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

const isRoot = process.getuid?.() === 0;

/** A database's URL through the server's socket folder (node-postgres and `hostOf` read `?host=`). */
export const socketUrl = (socketDir: string, port: number, database: string): string =>
  `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;

/** PostgreSQL refuses to run as root: as root the binaries run as the postgres user (as in scripts/test-postgres.sh). */
function runPg(command: string, args: string[]): void {
  const [file, fileArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}


/**
 * A throwaway PostgreSQL 15 cluster in a temp folder: Turkish ICU collation (as on a server in Türkiye), fsync
 * off (the seed is thrown away), room for 50 benchmark connections plus the app's pools, and shared buffers
 * large enough to keep the 1,000,000-client table in memory, as a production server would. The app and pgbench
 * both reach it through its Unix socket, as a database on the same machine is reached: on this VM a loopback TCP
 * write costs ~0.2 ms of system time per statement (profiled), which would weigh on both sides alike.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const workdir = mkdtempSync(path.join(tmpdir(), "bench-pg-"));
  if (isRoot) chownSync(workdir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()), -1);
  const data = path.join(workdir, "data");
  runPg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--locale-provider=icu", "--icu-locale=tr-TR"]);
  const port = await freePort();
  const settings = [
    `-p ${port}`, `-k ${workdir}`, "-c listen_addresses=127.0.0.1", "-c fsync=off", "-c synchronous_commit=off",
    "-c full_page_writes=off", "-c max_connections=300", "-c shared_buffers=1GB", "-c maintenance_work_mem=1GB",
    "-c max_wal_size=4GB",
  ].join(" ");
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {
      // Already gone: the folder is removed all the same.
    }
    rmSync(workdir, { recursive: true, force: true });
  };
  try {
    runPg("pg_ctl", ["-D", data, "-l", path.join(workdir, "server.log"), "-w", "-o", settings, "start"]);
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    const version = ((await admin.query("SHOW server_version")).rows[0] as { server_version: string }).server_version;
    await admin.end();
    return {
      port,
      version,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
        await client.connect();
        await client.query(`CREATE DATABASE ${name}`);
        await client.end();
        return socketUrl(workdir, port, name);
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
