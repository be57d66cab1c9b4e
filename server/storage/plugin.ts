import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLocalStorage } from "./local";
import type { FileStorage } from "./types";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (logos, images). */
    storage: FileStorage;
  }
}

/** Decorates the app with the file store under DATA_DIR/uploads. */
export default fp(
  async function storage(app: FastifyInstance) {
    app.decorate("storage", createLocalStorage(path.join(app.config.dataDir, "uploads")));
  },
  { name: "storage", dependencies: ["database"] },
);
