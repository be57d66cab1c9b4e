import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";
import { DATABASE_RETRY_AFTER_SECONDS } from "./database-unavailable";

const readyResponse = { type: "object", properties: { status: { type: "string", enum: ["ok"] } }, required: ["status"] } as const;

/**
 * GET /api/ready for load balancers and orchestrators: 200 while the database answers a `select 1`, else 503.
 * (While the server shuts down Fastify itself answers 503 to new requests.)
 */
export default fp(
  async function readiness(app: FastifyInstance) {
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
  { name: "readiness", dependencies: ["database", "errors", "docs"] },
);
