import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../i18n";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, login, register } from "./test-helpers";

describe("POST /api/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await register(t.app, { email: "giris@example.com", password: "dogru123", password_confirmation: "dogru123" })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it("answers a token for the right password, case-insensitively on the email", async () => {
    const response = await login(t.app, "Giris@Example.com", "dogru123");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(["access_token"]);
    expect((await currentUser(t.app, response.json().access_token)).json().user.email).toBe("giris@example.com");
  });

  it("gives an unknown email and a wrong password the same status and body", async () => {
    const unknown = await login(t.app, "kimse@example.com", "dogru123");
    const wrong = await login(t.app, "giris@example.com", "yanlis123");
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: "E-posta veya şifre hatalı.", errors: { email: ["E-posta veya şifre hatalı."] } });
  });

  it("spends password-hashing time on an unknown email too", async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      await login(t.app, email, "yanlis123");
      return performance.now() - start;
    };
    await timed("isinma@example.com");
    const unknown = await timed("kimse@example.com");
    const wrong = await timed("giris@example.com");
    // A skipped hash would answer in well under a tenth of a real check.
    expect(unknown).toBeGreaterThan(wrong * 0.3);
  });

  it("translates the failure by Accept-Language", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "accept-language": "de-DE,de;q=0.9" },
      payload: { email: "kimse@example.com", password: "x" },
    });
    expect(response.json().message).toBe("E-Mail oder Passwort ist falsch.");
  });

  it("rejects unknown fields with 422", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "giris@example.com", password: "dogru123", remember: true },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["remember"]);
  });
});

describe("login rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 with a message once the per-minute budget of one IP is spent", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(t.app, "kimse@example.com", "x")).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await login(t.app, "kimse@example.com", "x");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(translate("tr", "server.errors.tooManyRequests"));
    expect(limited.json().message).not.toBe("server.errors.tooManyRequests");
  });

  it("counts each IP separately", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.1.2.3",
      payload: { email: "kimse@example.com", password: "x" },
    });
    expect(other.statusCode).toBe(422);
  });
});
