import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { isUniqueViolation } from "../../auth/accounts";
import { emailCheckRateLimit } from "../../auth/email-check-limit";
import { requireFirstUser } from "../../auth/guards";
import { invalid, notFound } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { flagsIn } from "./flags";
import { UserFormProblems } from "./problems";
import { updateUserBody, userIdParams, userRowSchema, type UserIdParams } from "./schemas";
import { companyUser, userView } from "./user-rows";

/** PUT /api/users/:id: name, email, phone and the flags sent (flags left out keep their value). */
export default async function updateUserRoute(app: FastifyInstance) {
  app.put<{ Params: UserIdParams; Body: FromSchema<typeof updateUserBody> }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      config: { rateLimit: emailCheckRateLimit(app) },
      schema: {
        tags: ["users"],
        summary: "Change a user of the company and their permission flags (first user only)",
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userRowSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const { users, accounts } = request.repos;
      const body = request.body;
      const target = await companyUser(users, request.params.id);
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      await problems.checkEmail(accounts, body.email, target.id);
      problems.checkOwnerFlags(target, flags);
      if (!target.first_user) await problems.checkGrantedFlags(users, flags);
      problems.throwIfAny();

      try {
        const updated = await users.update(target.id, { name: body.name.trim(), email: body.email, phone: normalizeTurkishMobile(body.phone), ...flags });
        // Deleted by someone else since it was read.
        if (!updated) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
      return userView(await companyUser(users, target.id));
    },
  );
}
