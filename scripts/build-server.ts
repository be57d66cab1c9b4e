/**
 * Compiles the server (server/main.ts and what it imports from server/ and src/) into one ES module for `npm start`,
 * so the running server is plain Node: under tsx it also carried tsx's loader thread, its compiler and the source
 * maps of every module, ~80–100 MB of an idle server's memory (docs/performance.md). Packages stay imports of
 * node_modules. Tests, `npm run dev` and the end-to-end server still run the sources through tsx.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions, type Plugin } from "esbuild";

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

/**
 * The server and the child process that creates, migrates and seeds a new PGlite directory (server/db/pglite-init.ts),
 * compiled side by side; the server is told where its compiled child is, instead of running the TypeScript source.
 */
export function serverBuildOptions(outdir: string): BuildOptions {
  return {
    entryPoints: { main: "server/main.ts", "pglite-init-child": "server/db/pglite-init-child.ts" },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [keepSourceUrls],
    define: { COMPILED_PGLITE_INIT_CHILD: JSON.stringify(path.join(outdir, "pglite-init-child.mjs")) },
    logLevel: "warning",
  };
}

async function main() {
  await build(serverBuildOptions(path.resolve(path.dirname(SERVER_BUNDLE))));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
