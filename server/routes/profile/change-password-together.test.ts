import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, login, register } from "../auth/test-helpers";

// The real sessions repository, whose revocation can be made to fail after the password was already written.
const revocation = vi.hoisted(() => ({ fails: false, attempts: 0 }));
vi.mock("../../data/tokens", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../data/tokens")>();
  return {
    ...actual,
    tokensRepository(...args: Parameters<typeof actual.tokensRepository>) {
      const repo = actual.tokensRepository(...args);
      return {
        ...repo,
        async endActorsOtherSessions(...call: Parameters<typeof repo.endActorsOtherSessions>) {
          revocation.attempts++;
          if (revocation.fails) throw new Error("revocation failed");
          return repo.endActorsOtherSessions(...call);
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = "birlikte-sifre@example.com";
const changePassword = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/profile/change-password",
    headers: { authorization: `Bearer ${token}` },
    payload: { password_old: "gizli123", password: "yeni-sifre", password_confirmation: "yeni-sifre" },
  });
const ownHash = async () => (await t.database.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, EMAIL)))[0].hash;

describe("POST /api/profile/change-password as one unit of work", () => {
  it("leaves the password unchanged when ending the other sessions fails, and changes both once it works", async () => {
    const current = (await register(t.app, { email: EMAIL })).json().access_token as string;
    const other = (await login(t.app, EMAIL, "gizli123")).json().access_token as string;
    const hashBefore = await ownHash();

    revocation.fails = true;
    expect((await changePassword(current)).statusCode).toBe(500);
    expect(revocation.attempts).toBe(1);
    expect(await ownHash()).toBe(hashBefore);
    expect((await login(t.app, EMAIL, "gizli123")).statusCode).toBe(200);
    expect((await currentUser(t.app, other)).statusCode).toBe(200);

    revocation.fails = false;
    expect((await changePassword(current)).statusCode).toBe(200);
    expect(await ownHash()).not.toBe(hashBefore);
    expect((await currentUser(t.app, other)).statusCode).toBe(401);
    expect((await currentUser(t.app, current)).statusCode).toBe(200);
  });
});
