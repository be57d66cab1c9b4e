import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { manifestStamp, preloadHeader, readManifest, startupSources, type Manifest } from "./spa-preloads";

/**
 * Serves the built SPA from dist/; any other non-API GET answers index.html so client routes load.
 * The build writes a .br and a .gz beside each asset (scripts/precompress.ts): they are sent by Accept-Encoding
 * with `vary: accept-encoding`, so nothing is compressed per request. Hashed files under assets/ never change
 * under their name and are cached for a year; index.html and the other files are revalidated every time.
 * index.html answers name, in a `Link` header, the chunks its page loads before the first paint (spa-preloads.ts).
 */
export default fp(
  async function spa(app: FastifyInstance, options: { distDir: string }) {
    if (!existsSync(path.join(options.distDir, "index.html"))) {
      app.log.warn(`no built SPA in ${options.distDir}; run "npm run build"`);
      return;
    }
    const assetsDir = path.join(options.distDir, "assets") + path.sep;
    // Worked out once per kind of page and build: a build written under a running server (npm run build beside
    // it) must not make index.html name the files it replaced.
    let build = { stamp: -1, manifest: null as Manifest | null, preloads: new Map<string, string>() };
    const preloadsFor = (urlPath: string): string => {
      const stamp = manifestStamp(options.distDir);
      if (stamp !== build.stamp) build = { stamp, manifest: readManifest(options.distDir), preloads: new Map() };
      const sources = startupSources(urlPath);
      const key = sources.join(" ");
      if (!build.preloads.has(key)) build.preloads.set(key, build.manifest ? preloadHeader(build.manifest, sources) : "");
      return build.preloads.get(key)!;
    };
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own header would be "public, max-age=0" for every file: ours are set per file below.
      cacheControl: false,
      setHeaders(reply, file) {
        reply.header("cache-control", file.startsWith(assetsDir) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    app.get("/*", { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") return reply.callNotFound();
      const file = decodeURIComponent(request.url.split("?")[0]).replace(/^\/+/, "");
      if (file && !file.includes("..") && existsSync(path.join(options.distDir, file)) && path.extname(file)) {
        return reply.sendFile(file);
      }
      const links = preloadsFor(request.url.split("?")[0]);
      if (links) reply.header("link", links);
      return reply.sendFile("index.html");
    });
  },
  { name: "spa" },
);
