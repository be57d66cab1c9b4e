import type { FastifyInstance } from "fastify";
import { requireFirstUser } from "../../auth/guards";
import { AppError, invalid, unauthorized } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { ACTIVATION_CODE_TTL_MS, ACTIVATION_RESEND_AFTER_MS, hashActivationCode, newActivationCode } from "./activation-code";
import { sendSystemSms } from "./system-sms";

/**
 * POST /api/profile/send-activation-code: a 6-digit code by SMS to the company's phone, at most one per
 * minute. Without a platform SMS account the code goes to the server log, so that an install without
 * one (a local run, a shop network still signing its SMS contract) can still verify shops: whoever reads
 * the log is the operator, who can read the database too.
 */
export default async function sendActivationCodeRoute(app: FastifyInstance) {
  app.post(
    "/profile/send-activation-code",
    {
      preHandler: requireFirstUser,
      // Every send costs the platform an SMS: per hour, no more sends than login attempts per minute.
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: "1 hour" } },
      schema: {
        tags: ["profile"],
        summary: "Send a phone verification code by SMS to the company's phone (first user only)",
        response: { 200: messageSchema, 403: messageSchema, 409: messageSchema, 422: validationErrorSchema, 429: messageSchema, 503: messageSchema },
      },
    },
    async (request, reply) => {
      const ownCompany = request.repos.company;
      const lang = languageFrom(request.headers["accept-language"]);
      const company = await ownCompany.get();
      if (!company) throw unauthorized();
      if (!company.phone) throw invalid("phone", "server.profile.noPhone");
      if (company.sms_confirmed) throw new AppError(409, "server.profile.alreadyConfirmed");
      const now = new Date();
      const code = newActivationCode();
      const reserved = await ownCompany.reserveActivationCode({
        hash: hashActivationCode(code),
        now,
        ttlMs: ACTIVATION_CODE_TTL_MS,
        resendAfterMs: ACTIVATION_RESEND_AFTER_MS,
      });
      if (!reserved) {
        const lastSent = company.activation_code_sent_at?.getTime() ?? now.getTime();
        const seconds = Math.max(1, Math.ceil((lastSent + ACTIVATION_RESEND_AFTER_MS - now.getTime()) / 1000));
        reply.header("Retry-After", String(seconds));
        throw new AppError(429, "server.profile.resendWait", undefined, { seconds });
      }

      const text = translate(lang, "server.profile.activationSms", { code });
      try {
        const sent = await sendSystemSms(app, company.phone, text);
        if (!sent) app.log.warn({ companyId: company.id }, `NO PLATFORM SMS ACCOUNT, no SMS sent (SYSTEM_SMS_PROVIDER is not set): activation code for ${company.phone} is ${code}`);
      } catch (error) {
        // Nothing reached the phone: the code is void and the shop may ask again at once.
        await ownCompany.voidActivationCode(company.activation_code_sent_at);
        request.log.error({ err: error }, "activation code SMS failed");
        return reply.code(503).send({ message: translate(lang, "server.profile.smsFailed") });
      }
      return { message: translate(lang, "server.profile.activationCodeSent") };
    },
  );
}
