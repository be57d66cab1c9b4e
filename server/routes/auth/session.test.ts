import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens } from "../../db/core";
import { hashToken } from "../../auth/tokens";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, register } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = async (email: string) => (await register(t.app, { email })).json().access_token as string;

describe("bearer tokens on /api", () => {
  it("answers 401 without a token, with a malformed header and with an unknown token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const token = await newAccount("basliksiz@example.com");
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: token } })).statusCode).toBe(401);
    expect((await currentUser(t.app, "bilinmeyen-token")).statusCode).toBe(401);
    expect((await currentUser(t.app, token)).statusCode).toBe(200);
  });

  it("stores only the SHA-256 of a token", async () => {
    const token = await newAccount("ozet@example.com");
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.token_hash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers 401 once the token has expired", async () => {
    const token = await newAccount("suresi-dolan@example.com");
    await t.database.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.token_hash, hashToken(token)));
    const response = await currentUser(t.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Oturumunuz sona erdi, lütfen tekrar giriş yapın.");
  });

  it("revokes the token at logout, after which it answers 401", async () => {
    const token = await newAccount("cikis@example.com");
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe("");
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.token_hash, hashToken(token)));
    expect(row.revoked_at).toBeInstanceOf(Date);
    expect((await currentUser(t.app, token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it("revokes the token whatever body the browser sends with the logout", async () => {
    for (const [contentType, payload] of [["application/json", "{}"], ["application/json", ""], ["text/plain", ""]] as const) {
      const token = await newAccount(`bos-govde-${contentType.length}-${payload.length}@example.com`);
      const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}`, "content-type": contentType }, payload });
      expect(logout.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBe(204);
      expect((await currentUser(t.app, token)).statusCode).toBe(401);
    }
  });

  it("logout leaves the user's other sessions alive", async () => {
    const first = await newAccount("iki-oturum@example.com");
    const second = (await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "iki-oturum@example.com", password: "gizli123" } })).json()
      .access_token as string;
    await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${first}` } });
    expect((await currentUser(t.app, second)).statusCode).toBe(200);
  });
});
