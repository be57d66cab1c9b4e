import type { FastifyInstance } from "fastify";
import { PROPOSAL_STATUSES } from "../../../src/schemas/proposals.schema";
import { ID_BOUNDS, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { AppError, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";

const statusBody = {
  type: "object",
  properties: { id: { type: "integer", ...ID_BOUNDS }, status: { type: "string", enum: PROPOSAL_STATUSES } },
  required: ["id", "status"],
  additionalProperties: false,
} as const;

const statusAnswer = {
  type: "object",
  properties: { message: { type: "string" }, id: { type: "integer" }, status: { type: "string", enum: PROPOSAL_STATUSES } },
} as const;

/**
 * `POST /set-proposal-status {id, status}` (spec §7 "Proposals"): the quote's status, changed and audited in one unit
 * of work with its row locked. A quote turned into income stays accepted (409 `server.proposals.converted`); another
 * company's quote is a 404.
 */
export function registerProposalStatus(app: FastifyInstance) {
  app.post(
    "/set-proposal-status",
    { schema: { tags: ["proposals"], body: statusBody, response: { 200: statusAnswer, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema } } },
    async (request) => {
      const { id, status } = request.body as { id: number; status: (typeof PROPOSAL_STATUSES)[number] };
      await request.unitOfWork(async (repos) => {
        const proposals = repos.resource("proposals");
        const before = await proposals.get(id, { forUpdate: true });
        if (!before) throw notFound();
        if (before.status === status) return;
        if (before.income_id !== null && before.income_id !== undefined) throw new AppError(409, "server.proposals.converted");
        const after = await proposals.update(id, { status });
        if (!after || typeof after !== "object") throw notFound();
        await repos.audit.recordChange({ action: "update", resource: "proposals", recordId: id, before, after });
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.proposals.statusChanged"), id, status };
    },
  );
}
