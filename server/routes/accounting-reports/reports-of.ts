import type { FastifyRequest } from "fastify";
import type { AccountingReportsRepository } from "../../data/accounting-reports";

/** The reports over the caller's own company (the repository adds the tenant condition). */
export const reportsOf = (request: FastifyRequest): AccountingReportsRepository => request.repos.accountingReports;
