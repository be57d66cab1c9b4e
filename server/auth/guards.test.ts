import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFlags } from "../../src/domain/permissions";
import errorsPlugin from "../plugins/errors";
import { requireFirstUser, requireFlag, requireRole } from "./guards";
import type { Session } from "./session";

/** Sessions chosen by a test header, so each guard is checked without tokens or a database. */
const SESSIONS: Record<string, Session> = {
  superadmin: { tokenId: 1, userId: 1, companyId: 1, roles: ["superadmin"], firstUser: true, permissions: allFlags(true) },
  owner: { tokenId: 2, userId: 2, companyId: 2, roles: ["user"], firstUser: true, permissions: allFlags(true) },
  staff: {
    tokenId: 3,
    userId: 3,
    companyId: 2,
    roles: ["user"],
    firstUser: false,
    permissions: { ...allFlags(false), homepage_permission: true },
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    request.session = SESSIONS[String(request.headers["x-as"])] ?? null;
  });
  app.get("/operators", { preHandler: requireRole("superadmin", "admin") }, async () => ({ ok: true }));
  app.get("/clients", { preHandler: requireFlag("client_permission") }, async () => ({ ok: true }));
  app.get("/settings", { preHandler: requireFirstUser }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const status = async (url: string, as?: string) =>
  (await app.inject({ method: "GET", url, headers: as ? { "x-as": as } : {} })).statusCode;

describe("access guards", () => {
  it("requireRole lets a listed role through and answers 403 to others", async () => {
    expect(await status("/operators", "superadmin")).toBe(200);
    expect(await status("/operators", "owner")).toBe(403);
  });

  it("requireFlag answers 403 when the flag is off", async () => {
    expect(await status("/clients", "owner")).toBe(200);
    expect(await status("/clients", "staff")).toBe(403);
  });

  it("requireFirstUser answers 403 to staff", async () => {
    expect(await status("/settings", "owner")).toBe(200);
    expect(await status("/settings", "staff")).toBe(403);
  });

  it("answers 401, never access, when a guarded route has no session", async () => {
    expect(await status("/operators")).toBe(401);
    expect(await status("/clients")).toBe(401);
  });

  it("answers the forbidden message in the caller's language", async () => {
    const response = await app.inject({ method: "GET", url: "/clients", headers: { "x-as": "staff" } });
    expect(response.json()).toEqual({ message: "Bu işlem için yetkiniz yok." });
  });
});
