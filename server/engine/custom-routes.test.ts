import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { allFlags } from "../../src/domain/permissions";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Session } from "../auth/session";
import { composeRoutes, registerCustomRoutes, type CustomRoutes } from "./custom-routes";
import { gadgets } from "./__fixtures__/gadgets.schema";

// gadgets need definition_permission to be read and written.
const schema = gadgets as unknown as ResourceSchema;

const nameBody = { type: "object", required: ["name"], properties: { name: { type: "string" } } } as const;

const gadgetRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/gadget-names", access: "read" },
    { method: "POST", url: "/gadget-names/:id", access: "write" },
  ],
  async register(app) {
    app.get("/gadget-names", async () => ({ data: ["Duvak"] }));
    app.post("/gadget-names/:id", { schema: { body: nameBody } }, async () => ({ ok: true }));
  },
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare app under /api whose caller is signed in (with or without the flag) or not, as the `x-caller` header says. */
function appWith(routes: CustomRoutes): FastifyInstance {
  app = Fastify();
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    const caller = request.headers["x-caller"];
    if (!caller) return;
    const permissions = { ...allFlags(false), definition_permission: caller === "with-flag" };
    request.session = { tokenId: 1, userId: 1, companyId: 1, roles: ["user"], firstUser: true, permissions } satisfies Session;
  });
  app.register(async (api) => registerCustomRoutes(api, schema, routes), { prefix: "/api" });
  return app;
}

describe("a resource's custom routes", () => {
  it("answers the declared routes to a caller holding the resource's flag", async () => {
    const served = appWith(gadgetRoutes);
    const read = await served.inject({ method: "GET", url: "/api/gadget-names", headers: { "x-caller": "with-flag" } });
    expect(read.json()).toEqual({ data: ["Duvak"] });
    const write = await served.inject({ method: "POST", url: "/api/gadget-names/1", headers: { "x-caller": "with-flag" }, payload: { name: "Tül" } });
    expect(write.json()).toEqual({ ok: true });
  });

  it("puts the declared access in front: 401 without a session, 403 without the flag, before the body is validated", async () => {
    const served = appWith(gadgetRoutes);
    expect((await served.inject({ method: "GET", url: "/api/gadget-names" })).statusCode).toBe(401);
    expect((await served.inject({ method: "GET", url: "/api/gadget-names", headers: { "x-caller": "without-flag" } })).statusCode).toBe(403);
    expect((await served.inject({ method: "HEAD", url: "/api/gadget-names", headers: { "x-caller": "without-flag" } })).statusCode).toBe(403);
    const write = await served.inject({ method: "POST", url: "/api/gadget-names/1", headers: { "x-caller": "without-flag" }, payload: {} });
    expect(write.statusCode).toBe(403);
  });

  it("refuses to start when a declared route is not registered", async () => {
    const declaredOnly: CustomRoutes = { ...gadgetRoutes, declared: [...gadgetRoutes.declared, { method: "GET", url: "/gadget-names/:id", access: "read" }] };
    await expect(appWith(declaredOnly).ready()).rejects.toThrow("gadgets: declared custom routes not registered by its register(): GET /gadget-names/:id");
  });

  it("refuses to start when a registered route is not declared", async () => {
    const undeclared: CustomRoutes = { ...gadgetRoutes, declared: gadgetRoutes.declared.slice(1) };
    await expect(appWith(undeclared).ready()).rejects.toThrow("gadgets: custom routes registered but not declared (the suites over every resource would miss them): GET /gadget-names");
  });
});

describe("composeRoutes", () => {
  const colourRoutes: CustomRoutes = {
    declared: [{ method: "GET", url: "/gadget-colours", access: "read" }],
    async register(app) {
      app.get("/gadget-colours", async () => ({ data: ["Ekru"] }));
    },
  };

  it("serves every part's routes, each behind its declared access", async () => {
    const served = appWith(composeRoutes(gadgetRoutes, colourRoutes));
    expect((await served.inject({ method: "GET", url: "/api/gadget-names", headers: { "x-caller": "with-flag" } })).json()).toEqual({ data: ["Duvak"] });
    expect((await served.inject({ method: "GET", url: "/api/gadget-colours", headers: { "x-caller": "with-flag" } })).json()).toEqual({ data: ["Ekru"] });
    expect((await served.inject({ method: "GET", url: "/api/gadget-colours", headers: { "x-caller": "without-flag" } })).statusCode).toBe(403);
  });

  it("still refuses a part's route that its part does not declare", async () => {
    const undeclared: CustomRoutes = { ...colourRoutes, declared: [] };
    await expect(appWith(composeRoutes(gadgetRoutes, undeclared)).ready()).rejects.toThrow("GET /gadget-colours");
  });
});
