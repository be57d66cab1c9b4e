import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { createTestApp } from "../../test/app";
import type { Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;

export const proposalTestApp = async () => createTestApp();

/** The quotes' API as one shop's user calls it, plus the products a quote offers. */
export function proposalApi(app: FastifyInstance, actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body) =>
    app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
  const repos = app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    repos,
    /** A product of the shop, straight through its repository (its form asks for much a quote does not need). */
    product: async (values: Body = {}) => (await repos.resource("services").create({ name: "Gelinlik Prenses", is_service: false, price: "15000.00", tax: 18, stock: 1, ...values })).id as number,
    /** POST /proposals, expecting success. */
    proposal: async (lines: { service_id: number; price: string }[], values: Body = {}) => {
      const response = await call("POST", "/proposals", { customer_name: "Ayşe Yılmaz", phone: "5321234567", lines, ...values });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Record<string, any>;
    },
    read: async (id: number) => {
      const response = await call("GET", `/proposals/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, any>;
    },
  };
}
