import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { companies } from "../../db/core";
import { invalid, unauthorized } from "../../errors";
import { validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { ACTIVATION_MAX_ATTEMPTS, activationCodeMatches } from "./activation-code";
import { activateAccountBody } from "./schemas";
import { companyResponse, companyView } from "./views";

const codeError = (key: string) => invalid("code", `server.profile.${key}`);

/**
 * POST /api/profile/activate-account: the code sent by SMS confirms the company's phone. Each try is
 * counted before the comparison, in one statement, so even parallel guesses get five tries per code.
 */
export default async function activateAccountRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof activateAccountBody> }>(
    "/profile/activate-account",
    {
      preHandler: requireFirstUser,
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["profile"],
        summary: "Confirm the company's phone with the code sent by SMS",
        body: activateAccountBody,
        response: { 200: { type: "object", properties: { message: { type: "string" }, company: companyResponse } }, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const now = new Date();
      const [attempt] = await app.db
        .update(companies)
        .set({ activation_attempts: sql`${companies.activation_attempts} + 1` })
        .where(
          and(
            eq(companies.id, session.companyId),
            isNotNull(companies.activation_code_hash),
            gt(companies.activation_code_expires_at, now),
            lt(companies.activation_attempts, ACTIVATION_MAX_ATTEMPTS),
          ),
        )
        .returning({ hash: companies.activation_code_hash, attempts: companies.activation_attempts });
      if (!attempt) {
        const [company] = await app.db.select().from(companies).where(eq(companies.id, session.companyId)).limit(1);
        if (!company) throw unauthorized();
        const live = company.activation_code_hash && company.activation_code_expires_at && company.activation_code_expires_at > now;
        throw codeError(live ? "tooManyTries" : "codeExpired");
      }
      if (!activationCodeMatches(request.body.code, attempt.hash!)) {
        throw codeError(attempt.attempts >= ACTIVATION_MAX_ATTEMPTS ? "tooManyTries" : "codeInvalid");
      }
      const [confirmed] = await app.db
        .update(companies)
        .set({ sms_confirmed: true, activation_code_hash: null, activation_code_expires_at: null, activation_attempts: 0, updated_at: now })
        .where(and(eq(companies.id, session.companyId), eq(companies.activation_code_hash, attempt.hash!)))
        .returning();
      // A new code was sent (or the phone changed) while this one was being checked.
      if (!confirmed) throw codeError("codeExpired");
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.accountActivated"), company: companyView(confirmed) };
    },
  );
}
