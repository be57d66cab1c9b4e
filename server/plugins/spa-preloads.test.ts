import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import spa from "./spa";
import { preloadHeader, startupSources, type Manifest } from "./spa-preloads";

// The shape of Vite's manifest for this app, cut down: the entry, the start-up locales, two pages, shared chunks.
const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-E1.js", isEntry: true, imports: ["_react-R1.js"], css: ["assets/index-C1.css"] },
  "_react-R1.js": { file: "assets/react-R1.js" },
  "_antd-A1.js": { file: "assets/antd-A1.js", imports: ["_react-R1.js"] },
  "locales/tr/common.json": { file: "assets/common-T1.js" },
  "src/i18n/app-texts/tr.ts": { file: "assets/tr-T2.js" },
  "src/i18n/app-texts/de.ts": { file: "assets/de-T3.js" },
  "locales/de/common.json": { file: "assets/common-D1.js" },
  "node_modules/antd/es/locale/tr_TR.js": { file: "assets/tr_TR-L1.js" },
  "node_modules/dayjs/locale/tr.js": { file: "assets/tr-L2.js" },
  "src/pages/login/LoginPage.tsx": { file: "assets/LoginPage-P1.js", imports: ["_antd-A1.js"], css: ["assets/LoginPage-C2.css"] },
  "src/AppRoutes.tsx": { file: "assets/AppRoutes-P2.js", imports: ["_antd-A1.js", "_refine-F1.js"] },
  "_refine-F1.js": { file: "assets/refine-F1.js" },
  "src/layout/AuthenticatedLayout.tsx": { file: "assets/AuthenticatedLayout-P3.js", imports: ["_antd-A1.js"] },
};

const files = (header: string) => header.split(", ").map((link) => /^<\/([^>]+)>/.exec(link)![1]);

describe("the chunks index.html names for preloading", () => {
  it("names for the login page the entry first, then the Turkish start-up texts and locales, the login chunk and what it imports", () => {
    const header = preloadHeader(MANIFEST, startupSources("/giris-yap"));
    expect(files(header)).toEqual([
      "assets/index-E1.js",
      "assets/react-R1.js",
      "assets/common-T1.js",
      "assets/tr_TR-L1.js",
      "assets/tr-L2.js",
      "assets/LoginPage-P1.js",
      "assets/antd-A1.js",
      "assets/index-C1.css",
      "assets/LoginPage-C2.css",
    ]);
    expect(header).toContain("</assets/LoginPage-P1.js>; rel=modulepreload; crossorigin");
    expect(header).toContain("</assets/LoginPage-C2.css>; rel=preload; as=style; crossorigin");
  });

  it("names for the signed-in pages the app's routes chunk, its layout and every Turkish text file, no other language, no login page", () => {
    const names = files(preloadHeader(MANIFEST, startupSources("/anasayfa")));
    expect(names).toEqual(expect.arrayContaining(["assets/AppRoutes-P2.js", "assets/refine-F1.js", "assets/AuthenticatedLayout-P3.js", "assets/tr-T2.js", "assets/common-T1.js"]));
    expect(names).not.toContain("assets/common-D1.js");
    expect(names).not.toContain("assets/de-T3.js");
    expect(names).not.toContain("assets/LoginPage-P1.js");
    expect(new Set(names).size).toBe(names.length);
  });

  it("skips sources the build does not have", () => {
    expect(files(preloadHeader({ "index.html": MANIFEST["index.html"] }, startupSources("/giris-yap")))).toEqual(["assets/index-E1.js", "assets/index-C1.css"]);
  });
});

describe("the SPA's index.html answer", () => {
  const distDir = mkdtempSync(path.join(tmpdir(), "dist-preload-"));
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Gelinlik</title>");
  writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  const app = Fastify();
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("carries a Link header with the page's own chunks, so they load with the entry instead of after it", async () => {
    await app.register(spa, { distDir });
    const login = await app.inject({ method: "GET", url: "/giris-yap?next=%2F" });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain("<title>Gelinlik</title>");
    expect(files(String(login.headers.link))).toContain("assets/LoginPage-P1.js");
    const home = await app.inject({ method: "GET", url: "/anasayfa" });
    expect(files(String(home.headers.link))).toContain("assets/AppRoutes-P2.js");
    expect(files(String(home.headers.link))).not.toContain("assets/LoginPage-P1.js");
  });

  it("names the files of a build written while the server runs, not the ones it replaced", async () => {
    const rebuilt = { ...MANIFEST, "src/pages/login/LoginPage.tsx": { file: "assets/LoginPage-P9.js" } };
    writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(rebuilt));
    utimesSync(path.join(distDir, ".vite", "manifest.json"), new Date(), new Date(Date.now() + 60_000));
    const login = await app.inject({ method: "GET", url: "/giris-yap" });
    expect(files(String(login.headers.link))).toContain("assets/LoginPage-P9.js");
    expect(files(String(login.headers.link))).not.toContain("assets/LoginPage-P1.js");
  });
});
