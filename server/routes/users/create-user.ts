import type { FastifyInstance } from "fastify";
import { allFlags } from "../../../src/domain/permissions";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { isUniqueViolation } from "../../auth/accounts";
import { emailCheckRateLimit } from "../../auth/email-check-limit";
import { sessionOf } from "../../auth/guards";
import { hashPassword } from "../../auth/password";
import { invalid } from "../../errors";
import { flagsIn } from "./flags";
import { UserFormProblems } from "./problems";
import { createUserBody, errorResponses, userRowSchema, type CreateUserBody } from "./schemas";
import { companyUser, userViews } from "./user-rows";

/** POST /api/users: a staff member of the caller's company with the flags given (the rest off). */
export default async function createUserRoute(app: FastifyInstance) {
  app.post<{ Body: CreateUserBody }>(
    "/users",
    {
      config: { rateLimit: emailCheckRateLimit(app) },
      schema: {
        tags: ["users"],
        summary: "Add a user to the company with permission flags (first user only)",
        body: createUserBody,
        response: { 201: userRowSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { users, accounts, company } = request.repos;
      const body = request.body;
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      problems.checkName(body.name);
      problems.checkNewPassword(body.password, body.password_confirmation);
      await problems.checkEmail(accounts, body.email);
      problems.checkGrantedFlags(await company.get(), flags);
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
        return reply.code(201).send(userViews(sessionOf(request), [await companyUser(users, id)])[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
    },
  );
}
