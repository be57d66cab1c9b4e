import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { isUniqueViolation } from "../../auth/accounts";
import { emailCheckRateLimit } from "../../auth/email-check-limit";
import { sessionOf } from "../../auth/guards";
import { invalid, unauthorized } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { updateUserBody } from "./schemas";
import { userResponse, userView } from "./views";

const emailTaken = () => invalid("email", "auth.validation.emailTaken");

/** POST /api/profile/update-user: the signed-in user's own name, phone and email. */
export default async function updateUserRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof updateUserBody> }>(
    "/profile/update-user",
    {
      config: { rateLimit: emailCheckRateLimit(app) },
      schema: {
        tags: ["profile"],
        summary: "Change the signed-in user's name, phone and email",
        body: updateUserBody,
        response: { 200: { type: "object", properties: { message: { type: "string" }, user: userResponse } }, 403: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name, phone, email } = request.body;
      const { accounts } = request.repos;
      const holder = await accounts.emailHolder(email);
      if (holder !== null && holder !== session.userId) throw emailTaken();
      try {
        // The caller's own account, whatever company the session acts for (a superadmin inside a shop).
        const updated = await accounts.updateOwn({ name: name.trim(), phone: normalizeTurkishMobile(phone), email });
        if (!updated) throw unauthorized();
        return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.userUpdated"), user: userView(updated) };
      } catch (error) {
        // Another account took the email between the check and the update: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );
}
