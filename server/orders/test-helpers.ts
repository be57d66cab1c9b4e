import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { localDateIn } from "../../src/domain/periods";
import { clients } from "../../src/schemas/clients.schema";
import { createRow } from "../suites/helpers";
import type { Actor } from "../test/fixtures";

type Body = Record<string, unknown>;

/** Today on a test shop's clock, the day an order's records are dated. */
export const shopToday = () => localDateIn(new Date());

let barcode = 5000;

/** One shop's order API and the rows an order needs (client, products, seller). */
export function orderApi(app: FastifyInstance, actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload: payload as Body } : {}) });
  const created = async (url: string, payload: Body) => {
    const response = await call("POST", url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, any>;
  };
  const list = async (url: string) => {
    const response = await call("GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Record<string, any>[]; total: number };
  };
  return {
    call,
    created,
    list,
    client: () => createRow(app, actor, clients, (barcode += 1)),
    category: (name: string) => created("/categories", { name, type: "product-categories" }),
    /** A product: price 1000.00, rent 500.00, tax 18, stock 1 unless told otherwise. */
    product: (values: Body = {}) => created("/services", { name: `Gelinlik ${(barcode += 1)}`, barcode: `B${barcode}`, price: "1000.00", rent_price: "500.00", tax: 18, stock: 1, ...values }),
    employee: (values: Body = {}) => created("/employees", { full_name: "Zeynep Çalışkan", salary: "20000.00", commission: 12, is_sale: true, ...values }),
    /** `POST /processes` with a client and the given lines (a sale paid now in cash unless told otherwise). */
    order: (clientId: number, lines: Body[], values: Body = {}) =>
      call("POST", "/processes", { client_id: clientId, type: "sale", payment_style: "now", payment_type: "cash", contract_no: "1001", lines, ...values }),
    read: async (url: string) => {
      const response = await call("GET", url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, any>;
    },
  };
}

/** A rent line over fixed future days. */
export const rentLine = (serviceId: number, values: Body = {}) => ({ service_id: serviceId, piece: 1, price: "500.00", discount: "0.00", issue_date: "2027-06-01", delivery_date: "2027-06-03", ...values });
export const saleLine = (serviceId: number, values: Body = {}) => ({ service_id: serviceId, piece: 1, price: "1000.00", discount: "0.00", ...values });
