import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { companies, users } from "../../db/core";

/** A valid registration form; tests override one field at a time. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  return {
    full_name: "Ayşe Yılmaz",
    company_name: "Ayşe Gelinlik",
    email: "ayse@example.com",
    phone: "+90 (532) 123 45 67",
    password: "gizli123",
    password_confirmation: "gizli123",
    accept_terms: true,
    ...overrides,
  };
}

export const register = (app: FastifyInstance, overrides: Record<string, unknown> = {}) =>
  app.inject({ method: "POST", url: "/api/register", payload: registrationForm(overrides) });

export const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

export const currentUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } });

export async function rowCounts(db: Db) {
  const [companyCount] = await db.select({ n: count() }).from(companies);
  const [userCount] = await db.select({ n: count() }).from(users);
  return { companies: Number(companyCount.n), users: Number(userCount.n) };
}
