import { periodQueryProperties } from "./period";

const money = { type: "string", description: "decimal text, 2 places" } as const;
const nullableText = { type: ["string", "null"] } as const;

const figures = {
  sale_income: { ...money, description: "Σ total_price of the period's commission entries of type sale" },
  rent_income: { ...money, description: "Σ total_price of the period's commission entries of type rent" },
  commission: { ...money, description: "Σ commission of the period's entries" },
  leave_days: { type: "integer", description: "the days of their leave inside the period" },
  advances: { ...money, description: "Σ price of their advance records dated in the period" },
  salaries: { ...money, description: "Σ price of their salary records dated in the period" },
} as const;

export const periodQuery = { type: "object", properties: periodQueryProperties, additionalProperties: false } as const;

export const listQuery = {
  type: "object",
  properties: {
    ...periodQueryProperties,
    page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
    perPage: { type: "integer", minimum: 1, maximum: 100, default: 15 },
  },
  additionalProperties: false,
} as const;

const periodBounds = { start_date: { type: "string", format: "date" }, end_date: { type: "string", format: "date" } } as const;

export const reportSchema = {
  type: "object",
  properties: {
    ...periodBounds,
    cards: {
      type: "object",
      properties: { employees: { type: "integer", description: "live employees" }, sale_income: money, rent_income: money, leave_days: { type: "integer" } },
    },
    data: {
      type: "array",
      items: { type: "object", properties: { employee_id: { type: "integer" }, full_name: { type: "string" }, is_sale: { type: "boolean" }, ...figures } },
    },
    current_page: { type: "integer" },
    per_page: { type: "integer" },
    total: { type: "integer" },
    total_exact: { type: "boolean" },
    last_page: { type: "integer" },
  },
} as const;

export const employeeReportSchema = {
  type: "object",
  properties: {
    ...periodBounds,
    employee: {
      type: "object",
      properties: {
        id: { type: "integer" },
        full_name: { type: "string" },
        gsm: nullableText,
        salary: money,
        commission: { type: "integer", description: "the employee's rate" },
        is_sale: { type: "boolean" },
        start_date: nullableText,
      },
    },
    figures: { type: "object", properties: figures },
    commissions: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "integer" }, date: { type: "string" }, type: { type: "string" }, total_price: money, rate: { type: "integer" }, commission: money, description: nullableText },
      },
    },
    permits: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          start_at: { type: "string" },
          finish_at: { type: "string" },
          daycount: { type: "integer" },
          days_in_period: { type: "integer" },
          description: nullableText,
        },
      },
    },
    payments: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "integer" }, kind: { type: "string" }, date: { type: "string" }, price: money, payment_type: nullableText, description: nullableText },
      },
    },
  },
} as const;
