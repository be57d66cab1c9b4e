import type { FastifyInstance } from "fastify";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { isUniqueViolation } from "../../auth/accounts";
import { emailCheckRateLimit } from "../../auth/email-check-limit";
import { sessionOf } from "../../auth/guards";
import { STALE_USER } from "../../data/users";
import { staleVersion } from "../../engine/crud-routes";
import { invalid, notFound } from "../../errors";
import { flagsIn } from "./flags";
import { UserFormProblems } from "./problems";
import { errorResponses, updateUserBody, userIdParams, userRowSchema, type UpdateUserBody, type UserIdParams } from "./schemas";
import { companyUser, userViews } from "./user-rows";

/**
 * PUT /api/users/:id: name, email, phone and the flags sent (flags left out keep their value); with the
 * `version` the form loaded, a user someone changed meanwhile is refused (409).
 */
export default async function updateUserRoute(app: FastifyInstance) {
  app.put<{ Params: UserIdParams; Body: UpdateUserBody }>(
    "/users/:id",
    {
      config: { rateLimit: emailCheckRateLimit(app) },
      schema: {
        tags: ["users"],
        summary: "Change a user of the company and their permission flags (first user only)",
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userRowSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { users, accounts, company } = request.repos;
      const { version, ...body } = request.body;
      const target = await companyUser(users, request.params.id);
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      problems.checkName(body.name);
      await problems.checkEmail(accounts, body.email, target.id);
      problems.checkLockedFlags(session, target, flags);
      problems.checkGrantedFlags(await company.get(), flags, target);
      problems.throwIfAny();

      try {
        const updated = await users.update(target.id, { name: body.name.trim(), email: body.email, phone: normalizeTurkishMobile(body.phone), ...flags }, version);
        if (updated === STALE_USER) throw staleVersion();
        // Deleted by someone else since it was read.
        if (!updated) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
      return userViews(session, [await companyUser(users, target.id)])[0];
    },
  );
}
