import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { allFlags } from "../../../src/domain/permissions";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { isUniqueViolation } from "../../auth/accounts";
import { emailCheckRateLimit } from "../../auth/email-check-limit";
import { requireFirstUser } from "../../auth/guards";
import { hashPassword } from "../../auth/password";
import { invalid } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { flagsIn } from "./flags";
import { UserFormProblems } from "./problems";
import { createUserBody, userRowSchema } from "./schemas";
import { companyUser, userView } from "./user-rows";

/** POST /api/users: a staff member of the caller's company with the flags given (the rest off). */
export default async function createUserRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof createUserBody> }>(
    "/users",
    {
      preHandler: requireFirstUser,
      config: { rateLimit: emailCheckRateLimit(app) },
      schema: {
        tags: ["users"],
        summary: "Add a user to the company with permission flags (first user only)",
        body: createUserBody,
        response: { 201: userRowSchema, 403: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { users, accounts } = request.repos;
      const body = request.body;
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      problems.checkNewPassword(body.password, body.password_confirmation);
      await problems.checkEmail(accounts, body.email);
      await problems.checkGrantedFlags(users, flags);
      problems.throwIfAny();

      // Hashed last: scrypt is the costly step, spent only on a form that will be saved.
      const passwordHash = await hashPassword(body.password);
      try {
        const id = await users.insertStaff({
          name: body.name.trim(),
          email: body.email,
          phone: normalizeTurkishMobile(body.phone),
          passwordHash,
          permissions: { ...allFlags(false), ...flags },
          now: new Date(),
        });
        return reply.code(201).send(userView(await companyUser(users, id)));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
    },
  );
}
