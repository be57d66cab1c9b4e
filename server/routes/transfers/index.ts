import type { FastifyInstance } from "fastify";
import type { TransferRefusal, TransferResult } from "../../data/transfers";
import { chosenCompany, companyChoiceProperty, companyChoiceRequired, placement, placementSchema } from "../../engine/company-choice";
import type { CustomRoutes } from "../../engine/custom-routes";
import { ID_BOUNDS, listEnvelope, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { AppError, invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";

const tags = ["services"];
const id = { type: "integer", ...ID_BOUNDS } as const;

const sendBody = {
  type: "object",
  properties: { service: id, type: { type: "string", enum: ["send", "get"] }, ...companyChoiceProperty },
  required: ["service", "type"],
  additionalProperties: false,
  // Sending needs the branch it goes to; taking back goes home.
  if: { properties: { type: { const: "send" } } },
  then: { required: companyChoiceRequired },
} as const;

const pageQuery = {
  type: "object",
  properties: { page: { type: "integer", minimum: 1, maximum: 100000, default: 1 }, perPage: { type: "integer", minimum: 1, maximum: 100, default: 7 } },
  additionalProperties: false,
} as const;

/** Each refusal's answer: a branch outside the group is the caller's choice gone wrong (422), the others are the product's state (409). */
const refusals: Record<TransferRefusal, () => AppError> = {
  notFound,
  notInGroup: () => invalid(companyChoiceRequired[0], "server.transfers.notInGroup"),
  heldElsewhere: () => new AppError(409, "server.transfers.heldElsewhere"),
  hasLeases: () => new AppError(409, "server.transfers.hasLeases"),
  barcodeTaken: () => new AppError(409, "server.transfers.barcodeTaken"),
};

function moved(result: TransferResult) {
  if (!result.ok) throw refusals[result.reason]();
  return placement(result.row);
}

/**
 * Spec §4 "Product transfer": `POST /sendService` sends a product to another company of the caller's group or
 * takes one back, `GET /branches` names those companies, `GET /services/at-branches` lists the caller's
 * products that branches hold. The data layer checks the group and moves the row; these routes only answer.
 */
export const transferRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/branches", access: "read", answers: "no-row" },
    { method: "GET", url: "/services/at-branches", access: "read", answers: "no-row" },
    { method: "POST", url: "/sendService", access: "write", sampleBody: (row) => ({ service: row.id, type: "get" }) },
  ],
  async register(app: FastifyInstance) {
    const branchRow = { type: "object", properties: { id, title: { type: "string" } } } as const;
    app.get("/branches", { schema: { tags, response: { 200: { type: "object", properties: { data: { type: "array", items: branchRow } } } } } }, async (request) => ({
      data: await request.repos.transfers.branches(),
    }));

    const heldRow = {
      type: "object",
      properties: {
        id,
        name: { type: "string" },
        barcode: { type: ["string", "null"] },
        stock: { type: "integer" },
        price: { type: ["string", "null"] },
        rent_price: { type: ["string", "null"] },
        holder_id: id,
        holder_title: { type: "string" },
      },
    } as const;
    app.get(
      "/services/at-branches",
      { schema: { tags, querystring: pageQuery, response: { 200: { type: "object", additionalProperties: true, properties: { data: { type: "array", items: heldRow } } } } } },
      async (request) => {
        const { page, perPage } = request.query as { page: number; perPage: number };
        const { rows, total } = await request.repos.transfers.atBranches(page, perPage);
        return listEnvelope(rows, { page, perPage, total });
      },
    );

    app.post(
      "/sendService",
      { schema: { tags, body: sendBody, response: { 200: { type: "object", properties: { message: { type: "string" }, data: placementSchema } }, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema } } },
      async (request) => {
        const body = request.body as { service: number; type: "send" | "get" };
        const data = await request.unitOfWork(async (repos) =>
          moved(body.type === "send" ? await repos.transfers.send(body.service, chosenCompany(body)!) : await repos.transfers.takeBack(body.service)),
        );
        const lang = languageFrom(request.headers["accept-language"]);
        return { message: translate(lang, body.type === "send" ? "server.transfers.sent" : "server.transfers.takenBack"), data };
      },
    );
  },
};
