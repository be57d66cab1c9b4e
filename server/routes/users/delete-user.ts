import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../auth/guards";
import { assertResourceAccess } from "../../engine/access";
import { callerCan } from "../../engine/row-answers";
import { messageSchema } from "../../engine/route-schemas";
import { AppError, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { errorResponses, userIdParams, usersSchema, type UserIdParams } from "./schemas";
import { companyUser } from "./user-rows";

/**
 * DELETE /api/users/:id: the row rule (notFirstUserNorSelf) keeps oneself and the company's first user, each
 * refusal saying which; the user's tokens go with them (FK cascade).
 */
export default async function deleteUserRoute(app: FastifyInstance) {
  app.delete<{ Params: UserIdParams }>(
    "/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Delete a user of the company (first user only; not oneself, not the first user)",
        params: userIdParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertResourceAccess(session, usersSchema, "delete");
      const { users } = request.repos;
      const target = await companyUser(users, request.params.id);
      if (!callerCan(usersSchema, session, target).delete) {
        throw new AppError(422, target.id === session.userId ? "server.users.cannotDeleteSelf" : "server.users.cannotDeleteFirstUser");
      }
      // Of parallel deletes that all found the user, only the one that removed the row reports success.
      if (!(await users.remove(target.id))) throw notFound();
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.users.deleted") };
    },
  );
}
