import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { keepSourceUrls } from "./build-server";

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
});
