import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here: source path → its chunk. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What the app imports dynamically before its first paint, by source path: the start-up texts and the antd and
 * dayjs locales of the default language (src/main.tsx awaits them before rendering), then the page's own chunk.
 * Found only when the entry runs, each is a further round trip before anything shows; named in the answer of
 * index.html, the browser fetches them with the entry instead. A source missing from the manifest (renamed, or a
 * build that bundles it into the entry) is skipped; a language chosen other than the default fetches its own.
 */
const STARTUP = ["locales/tr/common.json", "node_modules/antd/es/locale/tr_TR.js", "node_modules/dayjs/locale/tr.js"];
const LOGIN = ["src/pages/login/LoginPage.tsx"];
const REGISTER = ["src/pages/register/RegisterPage.tsx"];
// The signed-in app: its routes chunk (AppRoutes, formerly RefineApp), the layout around every signed-in page
// (src/main.tsx loads both before the first render), the home page and the resources' texts (one chunk).
const APP = ["src/AppRoutes.tsx", "src/RefineApp.tsx", "src/layout/AuthenticatedLayout.tsx", "src/pages/home/HomePage.tsx", "src/i18n/app-texts/tr.ts"];

/** The sources the page at `urlPath` loads at start. */
export function startupSources(urlPath: string): string[] {
  if (urlPath === "/giris-yap") return [...STARTUP, ...LOGIN];
  if (urlPath === "/kayit-ol") return [...STARTUP, ...REGISTER];
  return [...STARTUP, ...APP];
}

/**
 * The `Link` header value preloading the entry with its static imports, then `sources` with theirs (modules, and
 * their CSS as styles). The entry comes first although index.html names it too: the browser fetches a header's
 * preloads before it reads the page, and the entry must not wait behind the page's chunks (6 connections).
 */
export function preloadHeader(manifest: Manifest, sources: string[]): string {
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const keys = sources.flatMap((source) =>
    source.endsWith("*") ? Object.keys(manifest).filter((key) => key.startsWith(source.slice(0, -1))) : [source],
  );
  const ordered = [...closure(keys, new Set(entry))];
  const links = [
    // crossorigin as on Vite's own tags, so the preloaded answer is the one the import then uses.
    ...ordered.map((key) => `</${manifest[key].file}>; rel=modulepreload; crossorigin`),
    ...[...new Set(ordered.flatMap((key) => manifest[key].css ?? []))].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
  ];
  return links.join(", ");
}

const manifestFile = (distDir: string) => path.join(distDir, ".vite", "manifest.json");

/** When the build's manifest was written (0 without one): a new build changes it. */
export function manifestStamp(distDir: string): number {
  return statSync(manifestFile(distDir), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** The build's manifest, or null for a build without one (then nothing is preloaded). */
export function readManifest(distDir: string): Manifest | null {
  const file = manifestFile(distDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}
