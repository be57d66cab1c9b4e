import type { FastifyInstance, FastifyRequest } from "fastify";
import { commissions } from "../../../src/schemas/commissions.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { Row } from "../../data";
import type { CustomRoutes } from "../../engine/custom-routes";
import { shapeRows } from "../../engine/row-answers";
import { idParamsSchema, listEnvelope, messageSchema, rowSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";

const tags = ["employees"];
const money = { type: "string", format: "money" } as const;
const paging = {
  page: { type: "integer", minimum: 1, default: 1 },
  perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
} as const;
const envelope = (item: unknown, extra: Record<string, unknown>) => ({
  type: "object",
  properties: {
    data: { type: "array", items: item },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer" },
    last_page: { type: "integer" },
    ...extra,
  },
});

const historyQuery = {
  type: "object",
  additionalProperties: false,
  properties: { ...paging, kind: { type: "string", enum: ["salary", "advance"] } },
} as const;
const payment = {
  type: "object",
  properties: {
    id: { type: "integer" },
    kind: { type: "string" },
    date: { type: "string" },
    price: money,
    payment_type: { type: "string" },
    description: { type: ["string", "null"] },
    day_closed: { type: "boolean" },
  },
} as const;
const historyResponse = envelope(payment, {
  employee: { type: "object", properties: { id: { type: "integer" }, full_name: { type: "string" }, salary: money, remeaning_payment: money } },
  totals: { type: "object", properties: { salary: money, advance: money } },
});

const commissionsQuery = {
  type: "object",
  additionalProperties: false,
  properties: { ...paging, date_gte: { type: "string", format: "date" }, date_lte: { type: "string", format: "date" } },
} as const;
const commissionsResponse = envelope(rowSchema(commissions as unknown as ResourceSchema), {
  employee: { type: "object", properties: { id: { type: "integer" }, full_name: { type: "string" }, commission: { type: "integer" } } },
  totals: { type: "object", properties: { total_price: money, commission: money } },
});
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** The live employee the address names, of the caller's company (another company's or one in the bin: 404). */
async function employeeOf(request: FastifyRequest): Promise<Row> {
  const { id } = request.params as { id: number };
  const employee = await request.repos.resource("employees").get(id);
  if (!employee) throw notFound();
  return employee;
}

/**
 * Spec §7 `employee-history/{id}` ('Avans Geçmişi': the employee's salary and advance payments, newest first, with
 * their totals) and `employee-commissions/{id}` ('Primler': their commission entries, with the totals of the dates
 * asked for). Both read the caller's own company through the repositories; `salary_permission` guards them.
 */
export const employeeHistoryRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/employee-history/:id", access: "read" },
    { method: "GET", url: "/employee-commissions/:id", access: "read" },
  ],
  async register(app: FastifyInstance) {
    app.get("/employee-history/:id", { schema: { tags, params: idParamsSchema, querystring: historyQuery, response: { 200: historyResponse, ...errors } } }, async (request) => {
      const employee = await employeeOf(request);
      const { page, perPage, kind } = request.query as { page: number; perPage: number; kind?: "salary" | "advance" };
      const filters = { employee_id: employee.id, kind: kind ? [kind] : ["salary", "advance"] };
      const [found, totals] = await Promise.all([
        request.repos.resource("accountings").list({ page, perPage, filters, sort: "date", order: "desc" }),
        request.repos.employeePay.paymentTotals(employee.id as number),
      ]);
      const { id, full_name, salary, remeaning_payment } = employee;
      return { ...listEnvelope(found.rows, { page, perPage, ...found }), employee: { id, full_name, salary, remeaning_payment }, totals };
    });

    app.get("/employee-commissions/:id", { schema: { tags, params: idParamsSchema, querystring: commissionsQuery, response: { 200: commissionsResponse, ...errors } } }, async (request) => {
      const employee = await employeeOf(request);
      const { page, perPage, date_gte, date_lte } = request.query as { page: number; perPage: number; date_gte?: string; date_lte?: string };
      const bounds = { gte: date_gte, lte: date_lte };
      const [found, totals] = await Promise.all([
        request.repos.resource(commissions.$id).list({ page, perPage, filters: { employee_id: employee.id }, ranges: { date: bounds }, sort: "date", order: "desc" }),
        request.repos.employeePay.commissionTotals(employee.id as number, bounds),
      ]);
      const rows = shapeRows(commissions as unknown as ResourceSchema, request.session, found.rows);
      const { id, full_name, commission } = employee;
      return { ...listEnvelope(rows, { page, perPage, ...found }), employee: { id, full_name, commission }, totals };
    });
  },
};
