import type { FastifyRequest } from "fastify";
import type { EmployeeReportRow } from "../../data/employee-reports";
import { listEnvelope } from "../../engine/route-schemas";
import { notFound } from "../../errors";
import { companyTimeZone } from "../accounting-reports/company-clock";
import { reportPeriod, type ReportPeriod, type ReportPeriodQuery } from "./period";

/** The PDF lists every live employee, read in pages of this size (a shop has tens). */
const PDF_PAGE = 500;

export interface ListQuery extends ReportPeriodQuery {
  page?: number;
  perPage?: number;
}

/** The period the request asks for, on the shop's clock. */
export const periodOf = async (request: FastifyRequest): Promise<ReportPeriod> => reportPeriod(request.query as ReportPeriodQuery, await companyTimeZone(request));

/** `GET /employee-reports`: the period, its cards and a page of the live employees with their figures. */
export async function shopReport(request: FastifyRequest) {
  const { page = 1, perPage = 15 } = request.query as ListQuery;
  const period = await periodOf(request);
  const reports = request.repos.employeeReports;
  const found = await reports.rows(period, page, perPage);
  const cards = await reports.cards(period);
  return { period, body: { start_date: period.start, end_date: period.end, cards, ...listEnvelope(found.rows, { page, perPage, total: found.total }) } };
}

/** Every live employee of the period, for the printout. */
export async function everyRow(request: FastifyRequest, period: ReportPeriod): Promise<EmployeeReportRow[]> {
  const rows: EmployeeReportRow[] = [];
  for (let page = 1; ; page++) {
    const found = await request.repos.employeeReports.rows(period, page, PDF_PAGE);
    rows.push(...found.rows);
    if (found.rows.length < PDF_PAGE) return rows;
  }
}

/** `GET /employee-reports/:id`: one live employee's figures and the period's rows; 404 for another shop's or a binned one. */
export async function employeeReport(request: FastifyRequest) {
  const id = (request.params as { id: number }).id;
  const period = await periodOf(request);
  const reports = request.repos.employeeReports;
  const found = await reports.employee(id, period);
  if (!found) throw notFound();
  const commissions = await reports.commissions(id, period);
  const permits = await reports.permits(id, period);
  const payments = await reports.payments(id, period);
  return { period, body: { start_date: period.start, end_date: period.end, ...found, commissions, permits, payments } };
}

export type ShopReport = Awaited<ReturnType<typeof shopReport>>["body"];
export type EmployeeReport = Awaited<ReturnType<typeof employeeReport>>["body"];
