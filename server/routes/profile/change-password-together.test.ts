import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { passwordHashOf, revocation } from "../../test/failing-revocation";
import { currentUser, login, register } from "../auth/test-helpers";

// The real sessions repository, whose revocation can be made to fail after the password was already written.
vi.mock("../../data/tokens", async (importOriginal) => (await import("../../test/failing-revocation")).failingRevocation(await importOriginal(), "endActorsOtherSessions"));

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
const ownHash = () => passwordHashOf(t.database.db, { email: EMAIL });

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
