/**
 * Compiles the server (server/main.ts and what it imports from server/ and src/) into one ES module for `npm start`,
 * so the running server is plain Node: under tsx it also carried tsx's loader thread, its compiler and the source
 * maps of every module, ~80–100 MB of an idle server's memory (docs/performance.md). Packages stay imports of
 * node_modules. Tests, `npm run dev` and the end-to-end server still run the sources through tsx.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

export const SERVER_BUNDLE = "node_modules/.cache/gelinlik-server/main.mjs";

/**
 * Each module's `import.meta.url` stays the address of its source file: the server finds the migrations, the
 * locales and the build relative to its sources, and the bundle lives elsewhere.
 */
export const keepSourceUrls: Plugin = {
  name: "keep-source-urls",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};

async function main() {
  await build({
    entryPoints: ["server/main.ts"],
    outfile: path.resolve(SERVER_BUNDLE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [keepSourceUrls],
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
