import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FREE_ATTEMPTS, MAX_DELAY_MS } from "../../auth/login-throttle";
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

describe("per-account login limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ["hedef@example.com", "sahip@example.com"]) {
      expect((await register(t.app, { email, password: "dogru-parola", password_confirmation: "dogru-parola" })).statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());
  // The clock is held still so that waits read the same in every answer, and moved on by hand past a wait.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attemptFrom = (address: string, email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/login", remoteAddress: address, payload: { email, password } });

  /** Two wrong guesses from each of 20 addresses, as a small botnet would spread them. */
  async function guessFromTwentyAddresses(email: string) {
    const answers = [];
    for (let host = 1; host <= 20; host++) for (let guess = 0; guess < 2; guess++) answers.push(await attemptFrom(`10.0.0.${host}`, email, `tahmin-${host}-${guess}`));
    return answers;
  }

  it("stops guesses spread over many addresses after a few, and answers an unknown email exactly alike", async () => {
    const known = await guessFromTwentyAddresses("hedef@example.com");
    const unknown = await guessFromTwentyAddresses("olmayan@example.com");
    const expected = [...Array(FREE_ATTEMPTS).fill(422), ...Array(40 - FREE_ATTEMPTS).fill(429)];
    expect(known.map((answer) => answer.statusCode)).toEqual(expected);
    expect(unknown.map((answer) => answer.statusCode)).toEqual(expected);
    expect(known.map((answer) => answer.body)).toEqual(unknown.map((answer) => answer.body));
    const waiting = known.at(-1)!;
    expect(waiting.json()).toEqual({ message: "Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen 15 saniye sonra tekrar deneyin." });
    expect(waiting.headers["retry-after"]).toBe("15");
    // The wait holds for the right password too, from a fresh address: that is what makes it a limit.
    expect((await attemptFrom("10.9.9.9", "hedef@example.com", "dogru-parola")).statusCode).toBe(429);
  });

  it("never locks the owner out for good: once the wait is over the right password works, and a success starts afresh", async () => {
    await guessFromTwentyAddresses("sahip@example.com");
    vi.setSystemTime(Date.now() + MAX_DELAY_MS);
    expect((await attemptFrom("10.9.9.9", "sahip@example.com", "dogru-parola")).statusCode).toBe(200);
    for (let guess = 1; guess < FREE_ATTEMPTS; guess++) expect((await attemptFrom("10.9.9.9", "sahip@example.com", "yanlis")).statusCode).toBe(422);
    expect((await attemptFrom("10.9.9.9", "sahip@example.com", "dogru-parola")).statusCode).toBe(200);
  });
});
