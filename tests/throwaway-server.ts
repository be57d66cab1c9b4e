import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export interface ThrowawayServer {
  child: ChildProcess;
  url: string;
  /** A signed-in owner's bearer token. */
  token: string;
}

/** The real server with the throwaway schemas in its own process (PGlite does not load under jsdom). */
export async function startThrowawayServer(): Promise<ThrowawayServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/engine/__fixtures__/serve-throwaway.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`throwaway server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(firstLine) as { url: string; token: string }) };
}
