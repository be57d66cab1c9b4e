import type { FastifyInstance } from "fastify";
import { isOperator } from "../../../src/domain/permissions";
import { sessionOf } from "../../auth/guards";
import { setCompanyGroup } from "../../data/transfers";
import { idParamsSchema, messageSchema } from "../../engine/route-schemas";
import { forbidden, notFound } from "../../errors";

const body = {
  type: "object",
  properties: { group_id: { type: ["integer", "null"], minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  required: ["group_id"],
  additionalProperties: false,
} as const;

/**
 * `PUT /api/company-group/:id { group_id }`: operators (superadmin, admin) put a dealer into a branch group, or take
 * it out with null; the companies of one group may send each other products (`sendService`). Not a shop's route.
 */
export default async function companyGroupRoutes(app: FastifyInstance) {
  app.put(
    "/company-group/:id",
    {
      // Operators only, before the body is looked at: a shop's user learns nothing from a 422.
      preValidation: async (request) => {
        if (!isOperator(sessionOf(request))) throw forbidden();
      },
      schema: { tags: ["companies"], params: idParamsSchema, body, response: { 200: { type: "object", properties: { id: { type: "integer" }, group_id: { type: ["integer", "null"] } } }, 403: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { group_id: groupId } = request.body as { group_id: number | null };
      if (!(await setCompanyGroup(app.db, request.scope, id, groupId))) throw notFound();
      return { id, group_id: groupId };
    },
  );
}
