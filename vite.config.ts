import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { lazyImports } from "./scripts/bundle-lazy-imports";
import { precompress } from "./scripts/precompress";

/**
 * Packages that run nothing when imported but do not say so (no `sideEffects: false` in their package.json):
 * the markdown stack @refinedev/antd's MarkdownField imports, which we never render (without this every page
 * with a refine form downloaded a markdown parser, ~35 KB gzip), and papaparse, which @refinedev/core imports for
 * its CSV import and export hooks, which we do not use.
 */
const PURE_PACKAGES = /\/node_modules\/(react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-util-[a-z-]+|unified|vfile[a-z-]*|unist-[a-z-]+|hast-util-[a-z-]+|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|html-url-attributes|markdown-table|trough|bail|devlop|zwitch|longest-streak|ccount|escape-string-regexp|decode-named-character-reference|character-entities[a-z-]*|mdurl|trim-lines|extend|is-plain-obj|papaparse)\//;

export default defineConfig({
  // precompress: .br and .gz beside each asset, which server/plugins/spa.ts sends by Accept-Encoding.
  // lazyImports: antd imports the app does not use at first render, pointed at lazy stand-ins (scripts/bundle-lazy-imports.ts).
  plugins: [react(), precompress(), lazyImports(fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, ""))],
  resolve: {
    // refine's page frames (Create, Edit, Show, List) take their header from @ant-design/pro-layout, whose styles
    // bring @ant-design/pro-provider and its 33 locales into the chunk every resource page loads (~15 KB gzip):
    // they get our header instead, same markup and measures (src/layout/page-header/PageHeader.tsx).
    // resize-observer-polyfill: the browser's own (src/widgets/native-resize-observer.ts says why).
    alias: [
      { find: /^@ant-design\/pro-layout$/, replacement: fileURLToPath(new URL("./src/layout/page-header/PageHeader.tsx", import.meta.url)) },
      { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL("./src/widgets/native-resize-observer.ts", import.meta.url)) },
    ],
  },
  build: {
    outDir: "dist",
    // scripts/bundle-report.ts reads dist/.vite/manifest.json to check the size targets.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined) },
      // Everything the entry imports statically (rolldown's $initial tag) as one chunk: left alone, the bundler split it
      // into ~40 small chunks shared with lazy pages, each compressed on its own (the login page: 48 files, 231 KB gzip;
      // as one file 210 KB). Every page loads these modules before it runs, so no page fetches more.
      output: { codeSplitting: { groups: [{ name: "startup", tags: ["$initial"] }] } },
    },
  },
  server: {
    // npm run dev: the API server runs on PORT (default 3000).
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}`, "/uploads": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
