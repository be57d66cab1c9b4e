import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { isDatabaseUnavailable } from "./database-unavailable";
import errorsPlugin from "./errors";

/** A driver error as pg throws it, wrapped as the query builder wraps it. */
const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1\nparams: "), { query: "select 1", params: [], cause });

const FAILURES: Record<string, () => unknown> = {
  "unfielded-422": () => new AppError(422, "server.users.cannotDeleteSelf"),
  "data-exception": () => wrapped(Object.assign(new Error("invalid input syntax"), { code: "22P02" })),
  refused: () => wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
  "admin-shutdown": () => wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
  "connection-class": () => Object.assign(new Error("connection failure"), { code: "08006" }),
  "pglite-closed": () => new Error("PGlite is closed"),
  bug: () => new TypeError("undefined is not a function"),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  app.get<{ Params: { kind: string } }>("/fail/:kind", async (request) => {
    throw FAILURES[request.params.kind]();
  });
  await app.ready();
});
afterAll(() => app.close());

const fail = (kind: string) => app.inject({ method: "GET", url: `/fail/${kind}` });

describe("the errors plugin", () => {
  it("gives every 422 the shape { message, errors }, also when no field is to blame", async () => {
    for (const kind of ["unfielded-422", "data-exception"]) {
      const response = await fail(kind);
      expect(response.statusCode, kind).toBe(422);
      expect(response.json(), kind).toEqual({ message: expect.any(String), errors: {} });
    }
  });

  it.each(["refused", "admin-shutdown", "connection-class", "pglite-closed"])("answers a database outage (%s) with 503 and Retry-After", async (kind) => {
    const response = await fail(kind);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: "Veritabanına şu anda ulaşılamıyor, lütfen biraz sonra tekrar deneyin." });
  });

  it("keeps 500 for a fault of ours", async () => {
    const response = await fail("bug");
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
  });
});

describe("isDatabaseUnavailable", () => {
  it("tells an unreachable database from a wrong query", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ETIMEDOUT" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Cannot use a pool after calling end on the pool"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("syntax error"), { code: "42601" })))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
