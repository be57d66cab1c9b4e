import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { users } from "../../db/core";
import { AppError } from "../../errors";
import { messageSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { userIdParams } from "./schemas";
import { companyUser } from "./user-rows";

/** DELETE /api/users/:id: never oneself, never the company's first user; the user's tokens go with them (FK cascade). */
export default async function deleteUserRoute(app: FastifyInstance) {
  app.delete<{ Params: FromSchema<typeof userIdParams> }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["users"],
        summary: "Delete a user of the company (first user only; not oneself, not the first user)",
        params: userIdParams,
        response: { 200: messageSchema, 403: messageSchema, 404: messageSchema, 422: messageSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const target = await companyUser(app.db, session.companyId, request.params.id);
      if (target.id === session.userId) throw new AppError(422, "server.users.cannotDeleteSelf");
      if (target.first_user) throw new AppError(422, "server.users.cannotDeleteFirstUser");
      await app.db.delete(users).where(and(eq(users.id, target.id), eq(users.company_id, session.companyId)));
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.users.deleted") };
    },
  );
}
