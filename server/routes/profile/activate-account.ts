import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser } from "../../auth/guards";
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
      const ownCompany = request.repos.company;
      const now = new Date();
      const attempt = await ownCompany.countActivationAttempt(now, ACTIVATION_MAX_ATTEMPTS);
      if (!attempt) {
        const company = await ownCompany.get();
        if (!company) throw unauthorized();
        const live = company.activation_code_hash && company.activation_code_expires_at && company.activation_code_expires_at > now;
        throw codeError(live ? "tooManyTries" : "codeExpired");
      }
      if (!activationCodeMatches(request.body.code, attempt.hash)) {
        throw codeError(attempt.attempts >= ACTIVATION_MAX_ATTEMPTS ? "tooManyTries" : "codeInvalid");
      }
      const confirmed = await ownCompany.confirmPhone(attempt.hash, now);
      // A new code was sent (or the phone changed) while this one was being checked.
      if (!confirmed) throw codeError("codeExpired");
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.accountActivated"), company: companyView(confirmed) };
    },
  );
}
