import type { FastifyRequest } from "fastify";
import { isOperator } from "../../src/domain/permissions";
import type { TenantScope } from "../data";
import { forbidden, invalid } from "../errors";
import { readScope, sessionOf } from "./access";
import { ID_BOUNDS } from "./route-schemas";

/**
 * Bodies that name a company by the spec's field `company_id` (the dealer an operator counts, the branch a product
 * goes to). The name lives here, beside the scope rules, so that routes never spell the tenant column
 * (`npm run check:boundaries`): a route asks for the company chosen, never filters by it.
 */
const FIELD = "company_id";

/** The body property naming a company. */
export const companyChoiceProperty = { [FIELD]: { type: "integer", ...ID_BOUNDS } } as const;
/** Required in a body that must name one (`if` / `then` of a body schema). */
export const companyChoiceRequired = [FIELD];

/** The company a body names, if any. */
export const chosenCompany = (body: unknown): number | undefined => (body as Record<string, number | undefined> | null)?.[FIELD];

/**
 * The scope of a screen that works on one dealer's rows (the surplus scan): a shop's user works on their own
 * company (naming another is 403); an operator must name the dealer (a 422 on the field, 'Lütfen Bayi Seçin!').
 */
export function dealerScope(request: FastifyRequest, chooseKey: string): TenantScope {
  const session = sessionOf(request);
  const chosen = chosenCompany(request.body);
  if (isOperator(session)) {
    if (chosen === undefined) throw invalid(FIELD, chooseKey);
    return { ...request.scope, all: { dealerId: chosen } };
  }
  if (chosen !== undefined && chosen !== session.companyId) throw forbidden();
  return request.scope;
}

/** A query string naming the dealer of an operator's 'all' view (`scope=all&company_id=`), for one company's figures. */
export const dealerQueryProperties = { scope: { type: "string", enum: ["own", "all"] }, [FIELD]: { type: "integer", ...ID_BOUNDS } } as const;

/**
 * The scope of a read over one company's figures (the cash box): the caller's own company, or the dealer an
 * operator names in the query; an operator's 'all' without a dealer is a 422 on the field, a shop's user asking
 * for 'all' a 403.
 */
export function dealerQueryScope(request: FastifyRequest, chooseKey: string): TenantScope {
  const scope = readScope(sessionOf(request), request.query as { scope?: "own" | "all"; company_id?: number });
  if (scope.all && scope.all.dealerId === null) throw invalid(FIELD, chooseKey);
  return scope;
}

/** A moved row's answer: which company holds it and which owns it (null: its owner holds it). */
export const placement = (row: Record<string, unknown>) => ({ id: row.id, holder: row[FIELD], owner: row.old_company_id ?? null });
export const placementSchema = {
  type: "object",
  properties: { id: { type: "integer" }, holder: { type: "integer" }, owner: { type: ["integer", "null"] } },
} as const;
