import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../auth/password";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

// The real hashing, watched: a refused form must never reach it.
vi.mock("../../auth/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../auth/password")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

const form = (overrides: Record<string, unknown>) => ({
  name: "Şule Demir",
  email: "hash-son@example.com",
  phone: "05441112233",
  password: "parola-uzun",
  password_confirmation: "parola-uzun",
  ...overrides,
});
const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/users", headers: owner.headers, payload });

describe("password hashing comes last", () => {
  it("is not spent on a refused user form: a taken email, a confirmation that differs, a common password, a flag not granted", async () => {
    const takenEmail = (await t.app.inject({ method: "GET", url: `/api/users/${owner.userId}`, headers: owner.headers })).json().email;
    for (const overrides of [{ email: takenEmail }, { password_confirmation: "baska-parola" }, { password: "123456", password_confirmation: "123456" }, { yearsize_permission: true }]) {
      expect((await create(form(overrides))).statusCode, JSON.stringify(overrides)).toBe(422);
    }
    expect(hashPassword).not.toHaveBeenCalled();
    expect((await create(form({}))).statusCode).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it("is not spent on a refused password change of a user either", async () => {
    const user = (await create(form({ email: "hash-son-2@example.com" }))).json();
    vi.mocked(hashPassword).mockClear();
    const refused = await t.app.inject({ method: "PUT", url: `/api/users/change-password/${user.id}`, headers: owner.headers, payload: { password: "parola-yeni", password_confirmation: "parola-eski" } });
    expect(refused.statusCode).toBe(422);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
