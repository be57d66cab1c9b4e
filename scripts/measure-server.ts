import { spawn, type ChildProcess } from "node:child_process";
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
