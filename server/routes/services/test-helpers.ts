import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Actor } from "../../test/fixtures";

/** A product category, brand or sub-category of the actor's shop; its id. */
export async function createCategory(app: FastifyInstance, actor: Actor, name: string, type = "product-categories", parent_id?: number): Promise<number> {
  const response = await app.inject({ method: "POST", url: "/api/categories", headers: actor.headers, payload: { name, type, ...(parent_id ? { parent_id } : {}) } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A product (or, with is_service, a service) of the actor's shop, as answered. */
export async function createProduct(app: FastifyInstance, actor: Actor, values: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await app.inject({ method: "POST", url: "/api/services", headers: actor.headers, payload: { name: "Gelinlik", price: "1000.00", tax: 18, ...values } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const getJson = async (app: FastifyInstance, actor: Actor, url: string) => {
  const response = await app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
