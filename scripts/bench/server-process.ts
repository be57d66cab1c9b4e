import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const SERVE = fileURLToPath(new URL("./serve.ts", import.meta.url));

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Starts scripts/bench/serve.ts with `env` on `port` and waits for its "ready" line (or its failure). */
export function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVE], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes("ready")) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        async stop() {
          child.kill("SIGTERM");
          await exited(child);
        },
      });
    });
    child.once("exit", (code) => reject(new Error(`the benchmark server exited (${code}) before it was ready: ${errors}`)));
  });
}
