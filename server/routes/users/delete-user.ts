import type { FastifyInstance } from "fastify";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { AppError, notFound } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { userIdParams, type UserIdParams } from "./schemas";
import { companyUser } from "./user-rows";

/** DELETE /api/users/:id: never oneself, never the company's first user; the user's tokens go with them (FK cascade). */
export default async function deleteUserRoute(app: FastifyInstance) {
  app.delete<{ Params: UserIdParams }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["users"],
        summary: "Delete a user of the company (first user only; not oneself, not the first user)",
        params: userIdParams,
        response: { 200: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { users } = request.repos;
      const target = await companyUser(users, request.params.id);
      if (target.id === session.userId) throw new AppError(422, "server.users.cannotDeleteSelf");
      if (target.first_user) throw new AppError(422, "server.users.cannotDeleteFirstUser");
      // Of parallel deletes that all found the user, only the one that removed the row reports success.
      if (!(await users.remove(target.id))) throw notFound();
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.users.deleted") };
    },
  );
}
