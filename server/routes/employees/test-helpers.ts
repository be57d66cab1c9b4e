import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { localDateIn } from "../../../src/domain/periods";
import type { Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;

/** Today on a test shop's clock (its default time zone), where salary months and leave days live. */
export const shopToday = () => localDateIn(new Date());

/** The employees' API as one shop's user calls it. */
export function employeeApi(app: FastifyInstance, actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body) =>
    app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: Body) => {
    const response = await call("POST", url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, any>;
  };
  return {
    call,
    created,
    /** A sales employee with a salary of 20000.00 and a commission rate of 12 unless told otherwise. */
    employee: (values: Body = {}) => created("/employees", { full_name: "Zeynep Çalışkan", salary: "20000.00", commission: 12, is_sale: true, ...values }),
    read: async (id: number) => {
      const response = await call("GET", `/employees/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, any>;
    },
    pay: (id: number, action: "pay_salary" | "pay_advance", values: Body = {}) =>
      call("POST", `/employees/${id}/${action}`, { date: shopToday(), price: "1000.00", payment_type: "cash", ...values }),
  };
}
