import type { FastifyRequest } from "fastify";
import type { TenantScope } from "../../data";
import { dealerQueryProperties, dealerQueryScope } from "../../engine/company-choice";

export const scopeProperties = dealerQueryProperties;

/**
 * Whose cash box: the caller's own company, or for operators (superadmin, admin) the dealer they name with
 * `scope=all` and the dealer's id ('gecmis-kasa' of every company). A cash box is one company's money: an
 * operator's 'all' view without a dealer is a 422, a shop's user asking for 'all' a 403.
 */
export const cashScope = (request: FastifyRequest): TenantScope => dealerQueryScope(request, "server.accounting.chooseDealer");

/** The company whose clock says what 'today' is: the dealer an operator names, else the caller's. */
export const clockScope = (scope: TenantScope): Pick<TenantScope, "companyId"> => ({ companyId: scope.all?.dealerId ?? scope.companyId });
