import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../auth/guards";
import { hashPassword } from "../../auth/password";
import { callerCan } from "../../engine/row-answers";
import { messageSchema } from "../../engine/route-schemas";
import { invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { UserFormProblems } from "./problems";
import { errorResponses, setPasswordBody, userIdParams, usersSchema, type SetPasswordBody, type UserIdParams } from "./schemas";
import { companyUser } from "./user-rows";

/**
 * PUT /api/users/change-password/:id (the `setPassword` action at the spec's path): the first user sets a
 * user's password; that user's sessions end.
 */
export default async function setPasswordRoute(app: FastifyInstance) {
  app.put<{ Params: UserIdParams; Body: SetPasswordBody }>(
    "/users/change-password/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Set a user's password (first user only; ends that user's sessions)",
        params: userIdParams,
        body: setPasswordBody,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const target = await companyUser(request.repos.users, request.params.id);
      // The action's `when` rule (notSelf): one's own password changes only with the old one
      // (profile/change-password), so a stolen token is not enough to take the account over.
      if (!callerCan(usersSchema, session, target).setPassword) throw invalid("password", "server.users.ownPasswordHere");
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
