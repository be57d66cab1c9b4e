import { fork } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { keepSourceUrls, serverBuildOptions } from "./build-server";
import type { InitAnswer } from "../server/db/pglite-init";

describe("the server bundle", () => {
  it("keeps each module's import.meta.url the address of its own source file, so paths beside the sources resolve", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bundle-"));
    mkdirSync(path.join(dir, "db"));
    writeFileSync(path.join(dir, "db", "client.ts"), 'export const migrations = new URL("./migrations", import.meta.url).href;');
    writeFileSync(path.join(dir, "main.ts"), 'import { migrations } from "./db/client";\nexport const both = [migrations, new URL("../dist", import.meta.url).href];');
    const result = await build({ entryPoints: [path.join(dir, "main.ts")], bundle: true, format: "esm", platform: "node", write: false, plugins: [keepSourceUrls] });
    const bundle = path.join(dir, "out", "bundle.mjs");
    mkdirSync(path.dirname(bundle));
    writeFileSync(bundle, result.outputFiles[0].text);
    const { both } = (await import(pathToFileURL(bundle).href)) as { both: string[] };
    expect(both).toEqual([pathToFileURL(path.join(dir, "db", "migrations")).href, pathToFileURL(path.join(path.dirname(dir), "dist")).href]);
  });

  it("compiles the child that prepares a new data directory beside the server, which starts it with plain node", async () => {
    // Inside the checkout, so the compiled modules find node_modules as the real bundle does.
    mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
    const outdir = mkdtempSync(path.resolve("node_modules/.cache/build-server-test-"));
    try {
      await build(serverBuildOptions(outdir));
      const child = path.join(outdir, "pglite-init-child.mjs");
      expect(readFileSync(path.join(outdir, "main.mjs"), "utf8")).toContain(JSON.stringify(child));

      const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "compiled-init-")), "db");
      const running = fork(child, [], { execArgv: [], stdio: ["ignore", "ignore", "inherit", "ipc"] });
      const answer = new Promise<InitAnswer>((resolve) => running.once("message", (message) => resolve(message as InitAnswer)));
      running.send({ dir, seed: { password: "gizli123" } });
      expect(await answer).toMatchObject({ seed: { created: true } });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
