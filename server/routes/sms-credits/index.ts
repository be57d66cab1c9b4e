import type { FastifyInstance, FastifyRequest } from "fastify";
import { isOperator } from "../../../src/domain/permissions";
import type { TenantScope } from "../../data";
import { sessionOf } from "../../engine/access";
import { chosenCompany, companyChoiceProperty, companyChoiceRequired, dealerQueryProperties, dealerQueryScope } from "../../engine/company-choice";
import type { CustomRoutes } from "../../engine/custom-routes";
import { listEnvelope, messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { forbidden, notFound } from "../../errors";
import { smsBalanceOf } from "../../sms/balance";

const tags = ["sms_credits"];
const CHOOSE_COMPANY = "server.smsCredits.chooseCompany";
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

const grantBody = {
  type: "object",
  additionalProperties: false,
  required: [...companyChoiceRequired, "amount"],
  properties: {
    ...companyChoiceProperty,
    amount: { type: "integer", minimum: 1, maximum: 1_000_000 },
    note: { type: "string", maxLength: 200 },
  },
} as const;

const ledgerQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
    ...dealerQueryProperties,
  },
} as const;

const entry = {
  type: "object",
  properties: {
    id: { type: "integer" },
    delta: { type: "integer" },
    reason: { type: "string", enum: ["purchase", "grant", "spend", "refund"] },
    message_id: { type: ["integer", "null"] },
    actor_user_id: { type: ["integer", "null"] },
    note: { type: ["string", "null"] },
    balance: { type: "integer" },
    created_at: { type: "string", format: "date-time" },
  },
} as const;
const ledgerAnswer = {
  type: "object",
  properties: {
    data: { type: "array", items: entry },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer" },
    total_exact: { type: "boolean" },
    last_page: { type: "integer" },
    balance: { type: "integer" },
  },
} as const;

const nullable = (type: string) => ({ type: [type, "null"] });
const balanceAnswer = {
  type: "object",
  properties: {
    account: { type: "string", enum: ["platform", "own"] },
    provider: nullable("string"),
    credits: nullable("integer"),
    money: nullable("string"),
    pending: { type: "integer" },
    sent: { type: "integer" },
    error: { type: "string" },
  },
  required: ["account", "provider", "credits", "money", "pending", "sent"],
} as const;

/** The company whose ledger a read shows: the caller's own, or the one an operator names in the query. */
function ledgerScope(request: FastifyRequest): TenantScope {
  const scope = dealerQueryScope(request, CHOOSE_COMPANY);
  return scope.all?.dealerId ? { companyId: scope.all.dealerId, actorId: scope.actorId } : scope;
}

/**
 * The platform account's SMS credits (issue 14 item 4): operators (superadmin, admin) add credits to a shop by hand,
 * audited (`sms_credits.grant` in the shop's audit log); a shop reads its ledger; `get-sms-total` is the balance
 * the top bar and home counters show (`smsBalanceOf`).
 */
export const smsCreditRoutes: CustomRoutes = {
  declared: [
    { method: "POST", url: "/sms-credits", access: "write", answers: "no-row", sampleBody: () => ({ [companyChoiceRequired[0]]: 1, amount: 1 }) },
    { method: "GET", url: "/sms-credits", access: "read", answers: "no-row" },
    { method: "GET", url: "/get-sms-total", access: "read", answers: "no-row" },
  ],
  async register(app: FastifyInstance) {
    app.post("/sms-credits", { schema: { tags, body: grantBody, response: { 200: { type: "object", properties: { balance: { type: "integer" } } }, ...errors } } }, async (request) => {
      const session = sessionOf(request);
      if (!isOperator(session)) throw forbidden();
      const { amount, note } = request.body as { amount: number; note?: string };
      const companyId = chosenCompany(request.body)!;
      const balance = await app.unitOfWork({ companyId, actorId: session.userId }, async (repos) => {
        const granted = await repos.smsCredits.grantEntry(amount, "grant", note);
        if (!granted) throw notFound();
        await repos.audit.recordChange({ action: "grant", resource: "sms_credits", recordId: granted.id, after: granted });
        return granted.balance;
      });
      return { balance };
    });

    app.get("/sms-credits", { schema: { tags, querystring: ledgerQuery, response: { 200: ledgerAnswer, ...errors } } }, async (request) => {
      const { page, perPage } = request.query as { page: number; perPage: number };
      const repos = app.repositories(ledgerScope(request));
      const found = await repos.smsCredits.entries({ page, perPage });
      return { ...listEnvelope(found.data, { page, perPage, total: found.total }), balance: await repos.smsCredits.balance() };
    });

    app.get("/get-sms-total", { schema: { tags, response: { 200: balanceAnswer, ...errors } } }, async (request) => smsBalanceOf(app, request.repos));
  },
};
