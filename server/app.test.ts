import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app";
import { createActor } from "./test/fixtures";

describe("the platform's hardening", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
  });
  afterAll(() => t.close());

  it("sends security headers with a Content-Security-Policy that allows only our own scripts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeDefined();
  });

  it("refuses a body over the size limit with 413 and a message", async () => {
    const actor = await createActor(t.database.db, { roles: ["superadmin"] });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/announces",
      headers: actor.headers,
      payload: { title: "Büyük", description: "x".repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Gönderilen veri çok büyük.");
  });

  it("answers unknown API paths with a JSON 404, with or without a token", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(anonymous.statusCode).toBe(404);
    const actor = await createActor(t.database.db);
    const known = await t.app.inject({ method: "GET", url: "/api/no-such-thing", headers: actor.headers });
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual({ message: "Kayıt bulunamadı." });
  });

  it("turns malformed JSON into a 400 message without internals", async () => {
    const actor = await createActor(t.database.db, { roles: ["superadmin"] });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/announces",
      headers: { ...actor.headers, "content-type": "application/json" },
      payload: '{"title": "x", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "İstek hatalı." });
  });

  it("does not let a client dodge the login limit with a forged X-Forwarded-For", async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: "2" });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/login",
          headers: { "x-forwarded-for": `203.0.113.${attempt}` },
          payload: { email: "kimse@ornek.com", password: "yanlis-sifre" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });

  it("answers odd public input with a 422 in our shape, never a 500", async () => {
    for (const payload of [
      { email: "a@b.c", password: "x", toString: 1 },
      { email: "a\u0000@b.c", password: "x" },
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/api/login", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    const badUrl = await t.app.inject({ method: "GET", url: "/%ZZ" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: "İstek hatalı." });
  });

  it("serves the OpenAPI document at /api/docs without a token", async () => {
    const docs = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/login", "/api/register", "/api/user", "/api/announces", "/api/announces/{id}"]));
  });
});
