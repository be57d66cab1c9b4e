import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessionForToken } from "../auth/tokens";
import { unauthorized } from "../errors";

export { requireFirstUser, requireFlag, requireRole } from "../auth/guards";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Whether the matched route is an API route. The route's pattern is read, not the raw URL: the router
 * decodes "%61pi" to "api", so a check on the raw text could be walked around.
 */
const isApiRoute = (request: FastifyRequest): boolean => {
  const pattern = request.routeOptions.url ?? "";
  return pattern === "/api" || pattern.startsWith("/api/");
};

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? "");
  return match ? match[1] : null;
}

/**
 * Sets `request.session` from the bearer token on every /api route that is not marked `config.public`;
 * a missing (unless the route is `config.optionalAuth`), unknown, expired or revoked token is a 401 before
 * any handler runs.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest("session", null);
    app.addHook("onRequest", async (request) => {
      // Unknown paths answer 404 with or without a token (the SPA fallback and the not-found handler agree).
      if (request.is404 || !isApiRoute(request) || request.routeOptions.config?.public === true) return;
      const token = bearerToken(request);
      // `optionalAuth` routes (a public create) serve anonymous callers too; a token, when sent, must be good.
      if (!token && request.routeOptions.config?.optionalAuth === true) return;
      if (!token) throw unauthorized();
      const session = await sessionForToken(app.db, token);
      if (!session) throw unauthorized();
      request.session = session;
    });
  },
  { name: "auth", dependencies: ["database", "errors"] },
);
