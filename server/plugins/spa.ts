import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Serves the built SPA from dist/; any other non-API GET answers index.html so client routes load. */
export default fp(
  async function spa(app: FastifyInstance, options: { distDir: string }) {
    if (!existsSync(path.join(options.distDir, "index.html"))) {
      app.log.warn(`no built SPA in ${options.distDir}; run "npm run build"`);
      return;
    }
    await app.register(fastifyStatic, { root: options.distDir, wildcard: false, index: false });
    app.get("/*", { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") return reply.callNotFound();
      const file = decodeURIComponent(request.url.split("?")[0]).replace(/^\/+/, "");
      if (file && !file.includes("..") && existsSync(path.join(options.distDir, file)) && path.extname(file)) {
        const immutable = file.startsWith("assets/");
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        return reply.sendFile(file);
      }
      reply.header("Cache-Control", "no-cache");
      return reply.sendFile("index.html");
    });
  },
  { name: "spa" },
);
