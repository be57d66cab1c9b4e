import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { sessionOf } from "../../auth/guards";
import { changedPasswordError, newPasswordError } from "../../auth/new-password";
import { hashPassword, verifyPassword } from "../../auth/password";
import { AppError, unauthorized } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { changePasswordBody } from "./schemas";

/**
 * POST /api/profile/change-password: the old password proves it is the owner at the keyboard; the new
 * one ends every other session (a stolen token stops working), the current one stays.
 */
export default async function changePasswordRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof changePasswordBody> }>(
    "/profile/change-password",
    {
      // Guessing the old password from a stolen session costs the same budget as guessing at login.
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["profile"],
        summary: "Change the signed-in user's password (ends their other sessions)",
        body: changePasswordBody,
        response: { 200: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { password_old, password, password_confirmation } = request.body;
      // The caller's own account, whatever company the session acts for (a superadmin inside a shop).
      const currentHash = await request.repos.accounts.ownPasswordHash();
      if (currentHash === null) throw unauthorized();

      const problems: Record<string, { key: string }[]> = {};
      const proved = await verifyPassword(password_old, currentHash);
      if (!proved) problems.password_old = [{ key: "server.profile.wrongOldPassword" }];
      // The same password again is refused only against the proved old one: a wrong guess says nothing of it.
      const weak = proved ? changedPasswordError(password, password_old) : newPasswordError(password);
      if (weak) problems.password = [weak];
      if (password !== password_confirmation) problems.password_confirmation = [{ key: "auth.validation.passwordMismatch" }];
      if (Object.keys(problems).length > 0) throw new AppError(422, "server.errors.validation", problems);

      // Hashed last, once the form is known to be saved.
      const now = new Date();
      const passwordHash = await hashPassword(password);
      // Together or not at all: the new password must not leave a stolen session open.
      await request.unitOfWork(async (repos) => {
        if (!(await repos.accounts.setOwnPasswordHash(passwordHash, now))) throw unauthorized();
        await repos.tokens.endActorsOtherSessions(session.tokenId, now);
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.passwordChanged") };
    },
  );
}
