import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { hashPassword } from "../../auth/password";
import { invalid, notFound } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { UserFormProblems } from "./problems";
import { setPasswordBody, userIdParams, type UserIdParams } from "./schemas";
import { companyUser } from "./user-rows";

/**
 * PUT /api/users/change-password/:id: the first user sets a user's password; that user's sessions end
 * (the caller's own stays when they set their own).
 */
export default async function setPasswordRoute(app: FastifyInstance) {
  app.put<{ Params: UserIdParams; Body: FromSchema<typeof setPasswordBody> }>(
    "/users/change-password/:id",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["users"],
        summary: "Set a user's password (first user only; ends that user's sessions)",
        params: userIdParams,
        body: setPasswordBody,
        response: { 200: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const target = await companyUser(request.repos.users, request.params.id);
      // One's own password changes only with the old one (profile/change-password): a stolen token must not
      // be enough to take the account over.
      if (target.id === session.userId) throw invalid("password", "server.users.ownPasswordHere");
      const problems = new UserFormProblems();
      problems.checkNewPassword(request.body.password, request.body.password_confirmation);
      problems.throwIfAny();

      const now = new Date();
      const passwordHash = await hashPassword(request.body.password);
      // Together or not at all: a new password that left the old sessions open would not shut out whoever holds them.
      await request.unitOfWork(async (repos) => {
        if (!(await repos.users.setPasswordHash(target.id, passwordHash, now))) throw notFound();
        await repos.tokens.endSessionsOf(target.id, now);
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.users.passwordSet") };
    },
  );
}
