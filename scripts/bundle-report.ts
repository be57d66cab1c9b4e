import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * After `vite build`: the gzip size of the JavaScript the login page loads and of the signed-in app shell,
 * followed through the manifest's static imports (what the browser fetches before the page shows).
 */
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = path.resolve("dist");
const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const TARGETS_KB = { login: 250, shell: 450 };

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const matching = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key));
const gzipKb = (keys: Set<string>) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length, 0) / 1024;

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
// The Turkish texts load before the first render.
const startup = [...entry, ...matching(/^locales\/tr\//)];
const pages = {
  login: [...startup, ...matching(/^src\/pages\/login\//)],
  shell: [...startup, ...matching(/^src\/RefineApp/), ...matching(/^src\/layout\/AuthenticatedLayout/), ...matching(/^src\/pages\/home\//)],
};

for (const [name, keys] of Object.entries(pages) as [keyof typeof TARGETS_KB, string[]][]) {
  const kb = gzipKb(closure(keys));
  const target = TARGETS_KB[name];
  const label = name === "login" ? "JS loaded by the login page" : "JS of the app shell (layout + home)";
  console.log(`${kb <= target ? "✓" : "✗"} ${label}: ${kb.toFixed(1)} KB gzip (target < ${target} KB)`);
}
