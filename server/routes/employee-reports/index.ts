import type { FastifyInstance } from "fastify";
import { employees } from "../../../src/schemas/employees.schema";
import type { Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom } from "../../i18n";
import { pdfReply } from "../accounting-reports/pdf-reply";
import { printedLogo } from "../services-pdf/company-logo";
import { renderPdf } from "../services-pdf/render-pdf";
import { employeeReportDocument } from "./employee-document";
import { periodName } from "./period";
import { employeeReport, everyRow, periodOf, shopReport } from "./reports";
import { employeeReportSchema, listQuery, periodQuery, reportSchema } from "./schemas";
import { shopReportDocument } from "./shop-document";

const tags = [employees.$id];
const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;

/** The employee the suites make for these routes: a name the printouts show whole, in Turkish letters. */
const SUITE_EMPLOYEE = { full_name: "Şükrü Çağlayan Örnek" };
const printedName = (row: Row) => String(row.full_name);

/**
 * 'Çalışan Raporu' (spec §2 "Employee report", §7 `GET employee-reports`): the shop's employees with what they sold,
 * rented, earned in commission, were off and were paid in a month or a year, its cards, one employee's report, and
 * both as PDFs made on the server. Declared on `employees`, so salary_permission guards them and the suites check them.
 */
export const employeeReportRoutes: CustomRoutes = {
  declared: [
    // Its rows name the employee by employee_id: the route's own test shows company A's employee in A's answer.
    { method: "GET", url: "/employee-reports", access: "read", answers: "no-row", sampleRow: SUITE_EMPLOYEE },
    { method: "GET", url: "/employee-reports/pdf", access: "read", answers: "pdf", sampleRow: SUITE_EMPLOYEE, printedAs: printedName },
    { method: "GET", url: "/employee-reports/:id", access: "read", sampleRow: SUITE_EMPLOYEE },
    { method: "GET", url: "/employee-reports/:id/pdf", access: "read", answers: "pdf", sampleRow: SUITE_EMPLOYEE, printedAs: printedName },
  ],
  async register(app: FastifyInstance) {
    const errors = { 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };
    const printed = async (request: Parameters<typeof periodOf>[0]) => {
      const company = await request.repos.company.get();
      return { language: languageFrom(request.headers["accept-language"]), companyTitle: company?.title ?? company?.full_name ?? "", logo: await printedLogo(app, company) };
    };

    app.get("/employee-reports", { schema: { tags, querystring: listQuery, response: { 200: reportSchema, ...errors } } }, async (request) => (await shopReport(request)).body);

    app.get("/employee-reports/pdf", { schema: { tags, querystring: periodQuery, response: errors } }, async (request, reply) => {
      const period = await periodOf(request);
      const [rows, cards] = [await everyRow(request, period), await request.repos.employeeReports.cards(period)];
      const pdf = await renderPdf(shopReportDocument({ ...(await printed(request)), period, cards, rows }));
      return pdfReply(reply, pdf, `calisan-raporu-${periodName(period)}.pdf`);
    });

    app.get("/employee-reports/:id", { schema: { tags, params: idParams, querystring: periodQuery, response: { 200: employeeReportSchema, ...errors } } }, async (request) => (await employeeReport(request)).body);

    app.get("/employee-reports/:id/pdf", { schema: { tags, params: idParams, querystring: periodQuery, response: errors } }, async (request, reply) => {
      const { period, body } = await employeeReport(request);
      const pdf = await renderPdf(employeeReportDocument({ ...(await printed(request)), period, report: body }));
      return pdfReply(reply, pdf, `calisan-raporu-${body.employee.id}-${periodName(period)}.pdf`);
    });
  },
};
