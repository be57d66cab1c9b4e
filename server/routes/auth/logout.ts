import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../auth/guards";

/** POST /api/logout: revokes the calling token; it answers 401 from then on. */
export default async function logoutRoute(app: FastifyInstance) {
  app.post(
    "/logout",
    { schema: { tags: ["auth"], summary: "Sign out (revoke this token)", response: { 204: { type: "null" } } } },
    async (request, reply) => {
      await request.repos.tokens.endActorsSession(sessionOf(request).tokenId);
      return reply.code(204).send();
    },
  );
}
