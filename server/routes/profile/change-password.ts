import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { sessionOf } from "../../auth/guards";
import { newPasswordError } from "../../auth/new-password";
import { hashPassword, verifyPassword } from "../../auth/password";
import { revokeOtherTokens } from "../../auth/tokens";
import { users } from "../../db/core";
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
      const [user] = await app.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, session.userId)).limit(1);
      if (!user) throw unauthorized();

      const problems: Record<string, { key: string }[]> = {};
      if (!(await verifyPassword(password_old, user.hash))) problems.password_old = [{ key: "server.profile.wrongOldPassword" }];
      const weak = newPasswordError(password);
      if (weak) problems.password = [weak];
      if (password !== password_confirmation) problems.password_confirmation = [{ key: "auth.validation.passwordMismatch" }];
      if (Object.keys(problems).length > 0) throw new AppError(422, "server.errors.validation", problems);

      // Hashed last, once the form is known to be saved.
      const now = new Date();
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, session.userId));
        await revokeOtherTokens(tx, session.userId, session.tokenId, now);
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.passwordChanged") };
    },
  );
}
