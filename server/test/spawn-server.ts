import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** The password of the seeded users of a spawned server (unless the caller's env sets SEED_PASSWORD). */
export const SPAWNED_SEED_PASSWORD = "Spawned-Server-1";

export interface SpawnServerOptions {
  /** The data directory (PGlite, seed logins, lock): a new temporary one unless given; give the same to restart. */
  dataDir?: string;
  /** Extra environment (SMS_ORGANIK_URL, JOBS_POLL_MS…); wins over the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for the server to answer before giving up (a first start migrates and seeds). */
  readyTimeoutMs?: number;
}

export interface SpawnedServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  dataDir: string;
  /** Sends the signal (SIGTERM unless given) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** Resolves when the process exits, however. */
  stopped: Promise<Exit>;
  /** What the process wrote to stdout and stderr so far (the last 64 KB), for a failing test's message. */
  output(): string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SeedLogin {
  role: string;
  email: string;
  password: string;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Starts the real server (`server/main.ts --no-build`, under tsx in this process's Node: one process, so a signal
 * reaches the server itself) on a free port and a data directory, and resolves once `GET /api/ready` answers 200.
 * Fails with the server's output when it exits first or does not answer within `readyTimeoutMs`. The server runs
 * on PGlite in `dataDir` (the caller's DATABASE_URL and TEST_DATABASE_URL are not passed on; give DATABASE_URL in
 * `env` for PostgreSQL). Start it again on the same `dataDir` after a kill: the rows are there.
 */
export async function spawnServer(options: SpawnServerOptions = {}): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "spawned-server-"));
  const port = await freePort();
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _testDatabase, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_PASSWORD: SPAWNED_SEED_PASSWORD,
    LOGIN_RATE_LIMIT: "1000",
    ...options.env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--no-build"], { cwd: REPO, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const stopped = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  // A test that forgets its server does not leave it running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void stopped.then(() => process.removeListener("exit", killOnExit));

  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    pid: child.pid!,
    dataDir,
    kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return stopped;
    },
    stopped,
    output: () => output,
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  let exited: Exit | null = null;
  void stopped.then((exit) => (exited = exit));
  for (;;) {
    if (exited) throw new Error(`the server exited (${JSON.stringify(exited)}) before it answered:\n${output}`);
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill("SIGKILL");
      throw new Error(`the server did not answer on ${url}/api/ready in time:\n${output}`);
    }
    // The next poll when the process exits or in a moment, whichever comes first.
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

/** The logins the first start seeded (`DATA_DIR/seed-logins.json`): superadmin, first_user (the demo shop's owner), staff. */
export function seedLogins(dataDir: string): SeedLogin[] {
  return JSON.parse(readFileSync(path.join(dataDir, "seed-logins.json"), "utf8")) as SeedLogin[];
}

/** Signs in as a seeded user (the demo shop's owner unless told) and answers the bearer token. */
export async function signIn(server: SpawnedServer, role = "first_user"): Promise<string> {
  const login = seedLogins(server.dataDir).find((entry) => entry.role === role);
  if (!login) throw new Error(`no seeded ${role} in ${server.dataDir}`);
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (response.status !== 200) throw new Error(`login as ${role} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
