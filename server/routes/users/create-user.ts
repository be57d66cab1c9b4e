import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { allFlags } from "../../../src/domain/permissions";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { insertUser, isUniqueViolation } from "../../auth/accounts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
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
      schema: {
        tags: ["users"],
        summary: "Add a user to the company with permission flags (first user only)",
        body: createUserBody,
        response: { 201: userRowSchema, 403: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body;
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      await problems.checkEmail(app.db, body.email);
      problems.checkConfirmation(body.password, body.password_confirmation);
      await problems.checkGrantedFlags(app.db, session.companyId, flags);
      problems.throwIfAny();

      const passwordHash = await hashPassword(body.password);
      try {
        const id = await insertUser(app.db, {
          companyId: session.companyId,
          name: body.name.trim(),
          email: body.email,
          phone: normalizeTurkishMobile(body.phone),
          passwordHash,
          roles: ["user"],
          firstUser: false,
          permissions: { ...allFlags(false), ...flags },
          now: new Date(),
        });
        return reply.code(201).send(userView(await companyUser(app.db, session.companyId, id)));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
    },
  );
}
