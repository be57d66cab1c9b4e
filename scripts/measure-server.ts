import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { createServer } from "node:net";

/** A port nobody listens on now (other clones and test runs share this machine). */
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

export interface MeasuredServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server started by `command` (a space-separated command line) on `dataDir` and a free port, in
 * production mode, once it answers; its own process group, so stopping it also ends what tsx starts below it.
 */
export async function startServer(command: string, dataDir: string, env: Record<string, string> = {}): Promise<MeasuredServer> {
  const port = await freePort();
  const [program, ...programArgs] = command.split(" ");
  const child = spawn(program, programArgs, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) process.kill(-child.pid!, "SIGTERM");
    await exit;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    // The first start initialises, migrates and seeds the database: poll until the server answers.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (exited) throw new Error(`${command} exited before answering`);
      if (await fetch(`${url}/api/docs`).then((response) => response.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`${command} did not answer within 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url, stop };
}

/** The built app on a fresh data directory, Chromium, and the seeded shop owner's e-mail: what a browser script needs. */
export interface BuiltApp {
  url: string;
  browser: Browser;
  ownerEmail: string;
}

/**
 * Runs `work` against the real server serving the current build (dist/, nothing is built here) on a fresh PGlite
 * data directory seeded with `password`, in Debian's Chromium; stops both and removes the directory afterwards.
 */
export async function withBuiltApp<T>(name: string, password: string, work: (app: BuiltApp) => Promise<T>): Promise<T> {
  if (!existsSync("dist/index.html")) throw new Error("no build in dist/: run npm run build first");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gelinlik-${name}-`));
  const server = await startServer("node_modules/.bin/tsx server/main.ts --no-build", dataDir, { SEED_PASSWORD: password });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const logins = JSON.parse(readFileSync(path.join(dataDir, "seed-logins.json"), "utf8")) as { role: string; email: string }[];
    const owner = logins.find((login) => login.role === "first_user");
    if (!owner) throw new Error("no shop owner among the seeded logins");
    return await work({ url: server.url, browser, ownerEmail: owner.email });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
