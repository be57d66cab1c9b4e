import type { FastifyRequest } from "fastify";
import type { TenantScope } from "../../data";
import { readScope, sessionOf } from "../../engine/access";
import { invalid } from "../../errors";

export const scopeProperties = {
  scope: { type: "string", enum: ["own", "all"] },
  company_id: { type: "integer", minimum: 1 },
} as const;

export interface ScopeQuery {
  scope?: "own" | "all";
  company_id?: number;
}

/**
 * Whose cash box: the caller's own company, or for operators (superadmin, admin) the dealer they name with
 * `scope=all&company_id=` ('gecmis-kasa' of every company). A cash box is one company's money: an operator's 'all'
 * view without a dealer is a 422 on `company_id`; a shop's user asking for 'all' is a 403.
 */
export function cashScope(request: FastifyRequest, query: ScopeQuery): TenantScope {
  const session = sessionOf(request);
  const scope = readScope(session, query);
  if (scope.all && scope.all.dealerId === null) throw invalid("company_id", "server.accounting.chooseDealer");
  return scope;
}

/** The company whose clock says what 'today' is: the dealer an operator names, else the caller's. */
export const clockScope = (scope: TenantScope): Pick<TenantScope, "companyId"> => ({ companyId: scope.all?.dealerId ?? scope.companyId });
