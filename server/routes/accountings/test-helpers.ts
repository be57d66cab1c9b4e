import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;

/** The accounting API as one shop's user calls it, plus the rows a record points at (categories, party, service). */
export function accountingApi(app: FastifyInstance, actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body) =>
    app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: Body) => {
    const response = await call("POST", url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, any>;
  };
  const repos = app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    created,
    /** POST /accountings, expecting success. */
    record: (payload: Body) => created("/accountings", payload),
    read: async (id: number) => {
      const response = await call("GET", `/accountings/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, any>;
    },
    category: async (type: "income-categories" | "expense-categories" | "client-categories", name = `Kategori ${type}`) => (await created("/definitions", { name, type })).id as number,
    // Parties and services straight through the repositories: their forms ask for much a record does not need.
    client: async (full_name = "Ayşe Yılmaz") => (await repos.resource("clients").create({ type: "person", role: "client", full_name })).id as number,
    supplier: async (full_name = "Çağlayan Kumaş") => (await repos.resource("suppliers").create({ type: "person", full_name })).id as number,
    service: async (name = "Gelinlik Dikimi") => (await repos.resource("services").create({ name, is_service: true, price: "1000.00", tax: 18, stock: -1 })).id as number,
    closeDay: (day: string) => created("/day_closes", { day }),
  };
}

/** Each 422's fields and message texts, for assertions. */
export const errorsOf = (response: { json(): any }) => response.json().errors as Record<string, string[]>;
