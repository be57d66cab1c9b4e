import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import { canonicalEmail, isUniqueViolation } from "../../auth/accounts";
import { requireFirstUser, sessionOf } from "../../auth/guards";
import { users } from "../../db/core";
import { invalid } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { flagsIn } from "./flags";
import { UserFormProblems } from "./problems";
import { updateUserBody, userIdParams, userRowSchema } from "./schemas";
import { companyUser, userView } from "./user-rows";

/** PUT /api/users/:id: name, email, phone and the flags sent (flags left out keep their value). */
export default async function updateUserRoute(app: FastifyInstance) {
  app.put<{ Params: FromSchema<typeof userIdParams>; Body: FromSchema<typeof updateUserBody> }>(
    "/users/:id",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["users"],
        summary: "Change a user of the company and their permission flags (first user only)",
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userRowSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const target = await companyUser(app.db, session.companyId, request.params.id);
      const flags = flagsIn(body);
      const problems = new UserFormProblems();
      await problems.checkEmail(app.db, body.email, target.id);
      problems.checkOwnerFlags(target, flags);
      if (!target.first_user) await problems.checkGrantedFlags(app.db, session.companyId, flags);
      problems.throwIfAny();

      try {
        await app.db
          .update(users)
          .set({ name: body.name.trim(), email: canonicalEmail(body.email), phone: normalizeTurkishMobile(body.phone), ...flags, updated_at: new Date() })
          .where(and(eq(users.id, target.id), eq(users.company_id, session.companyId)));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid("email", "auth.validation.emailTaken");
        throw error;
      }
      return userView(await companyUser(app.db, session.companyId, target.id));
    },
  );
}
