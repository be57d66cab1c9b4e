import type { FastifyInstance } from "fastify";
import deleteImageRoute from "./delete-image";
import imageUploadRoute from "./image-upload";

export { default as serveUploadRoute } from "./serve-upload";

/** Image upload and deletion under /api; the files themselves are served by serveUploadRoute outside /api. */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(imageUploadRoute);
  await app.register(deleteImageRoute);
}
