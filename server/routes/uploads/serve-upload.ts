import type { FastifyInstance } from "fastify";
import { uploadContentType } from "../../data/uploads";
import { notFound } from "../../errors";
import { isStorageKey } from "../../storage";
import { UPLOADS_PATH } from "./upload-url";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * GET /uploads/:key, registered outside /api: <img> tags cannot send a token, so the 128-bit random key is
 * the only secret. The stored type is sent with nosniff and a CSP that lets nothing run, so a file can only
 * ever be shown as the image it was checked to be. Keys are never reused, hence the long cache.
 */
export default async function serveUploadRoute(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    `${UPLOADS_PATH}/:key`,
    {
      config: { public: true },
      schema: {
        tags: ["uploads"],
        summary: "A stored upload (no token needed; the key is random)",
        security: [],
        params: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key)) throw notFound();
      // A public route has no session and so no request.repos: this one read is deliberately unscoped.
      const contentType = await uploadContentType(app.db, key);
      const bytes = contentType ? await app.storage.get(key) : null;
      if (!contentType || !bytes) throw notFound();
      return reply
        .header("Content-Type", contentType)
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'")
        // Keys are never reused, but a removed logo must not live on in shared caches.
        .header("Cache-Control", `private, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .send(bytes);
    },
  );
}
