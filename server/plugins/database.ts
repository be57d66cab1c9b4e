import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { AppError } from "../errors";
import { DATABASE_RETRY_AFTER_SECONDS } from "./database-unavailable";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

const readyResponse = { type: "object", properties: { status: { type: "string", enum: ["ok"] } }, required: ["status"] } as const;

/**
 * Decorates the app with the database and the configuration; closes the database with the app. Also serves
 * GET /api/ready for load balancers and orchestrators: 200 while the database answers, else 503.
 */
export default fp(
  async function database(app: FastifyInstance, options: { database: Database; config: Config; closeDatabase: boolean }) {
    app.decorate("db", options.database.db);
    app.decorate("config", options.config);
    if (options.closeDatabase) app.addHook("onClose", () => options.database.close());

    app.get(
      "/api/ready",
      {
        config: { public: true },
        schema: { tags: ["health"], summary: "Readiness: 200 while the database answers, 503 otherwise", security: [], response: { 200: readyResponse } },
      },
      async (request, reply) => {
        try {
          await app.db.execute(sql`select 1`);
        } catch (error) {
          // Whatever the cause, a server that cannot reach its database is not ready.
          request.log.warn({ err: error }, "readiness check failed");
          reply.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
          throw new AppError(503, "server.errors.unavailable");
        }
        return { status: "ok" };
      },
    );
  },
  { name: "database" },
);
