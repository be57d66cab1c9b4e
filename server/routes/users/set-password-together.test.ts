import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { passwordHashOf, revocation } from "../../test/failing-revocation";
import { createActor, type Actor } from "../../test/fixtures";
import { currentUser, login } from "../auth/test-helpers";

// The real sessions repository, whose revocation can be made to fail after the password was already written.
vi.mock("../../data/tokens", async (importOriginal) => (await import("../../test/failing-revocation")).failingRevocation(await importOriginal(), "endSessionsOf"));

let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t.close());

const setPassword = (id: number, password: string) =>
  t.app.inject({ method: "PUT", url: `/api/users/change-password/${id}`, headers: owner.headers, payload: { password, password_confirmation: password } });
const hashOf = (id: number) => passwordHashOf(t.database.db, { id });

describe("PUT /api/users/change-password/:id as one unit of work", () => {
  it("leaves the password unchanged when ending the user's sessions fails, and changes both once it works", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: owner.headers,
      payload: { name: "Şule Demir", email: "birlikte@example.com", phone: "05441112233", password: "parola1", password_confirmation: "parola1" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staffId = created.json().id as number;
    const staffToken = (await login(t.app, "birlikte@example.com", "parola1")).json().access_token as string;
    const hashBefore = await hashOf(staffId);

    revocation.fails = true;
    const failed = await setPassword(staffId, "yeni-parola");
    expect(failed.statusCode).toBe(500);
    expect(revocation.attempts).toBe(1);
    expect(await hashOf(staffId)).toBe(hashBefore);
    expect((await login(t.app, "birlikte@example.com", "parola1")).statusCode).toBe(200);
    expect((await currentUser(t.app, staffToken)).statusCode).toBe(200);

    revocation.fails = false;
    expect((await setPassword(staffId, "yeni-parola")).statusCode).toBe(200);
    expect(await hashOf(staffId)).not.toBe(hashBefore);
    expect((await currentUser(t.app, staffToken)).statusCode).toBe(401);
    expect((await login(t.app, "birlikte@example.com", "yeni-parola")).statusCode).toBe(200);
  });
});
