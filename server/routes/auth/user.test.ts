import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../../src/domain/permissions";
import { hashPassword } from "../../auth/password";
import { users } from "../../db/core";
import { seedIfEmpty } from "../../seed/seed";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, login } from "./test-helpers";

const PASSWORD = "seed-parola-1";
let t: TestApp;
const tokenOf = async (email: string) => (await login(t.app, email, PASSWORD)).json().access_token as string;

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { password: PASSWORD });
});
afterAll(() => t.close());

describe("GET /api/user", () => {
  it("answers the user with flat boolean flags, the company, roles and an SMS balance of 0.00", async () => {
    const token = await tokenOf("demo@gelinlik.local");
    const body = (await currentUser(t.app, token)).json();
    expect(Object.keys(body).sort()).toEqual(["access_token", "balance", "companies", "company", "roles", "user"]);
    expect(body.access_token).toBe(token);
    expect(body.user).toMatchObject({ email: "demo@gelinlik.local", first_user: true, locked: false, locked_set: 0 });
    for (const flag of PERMISSION_FLAGS) expect(typeof body.user[flag], flag).toBe("boolean");
    expect(body.company).toMatchObject({ full_name: "Demo Gelinlik", is_frozen: false, time_zone: "Europe/Istanbul" });
    expect(body.company.expiration_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The home page tells a trial (created at most 14 days before it ends) from a paid membership.
    expect(body.company.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.roles).toEqual(["user"]);
    expect(body.companies).toEqual([]);
    expect(body.balance).toBe("0.00");
  });

  it("never contains a password or lock-password hash, and says locked_set 1 once a lock password exists", async () => {
    await t.database.db
      .update(users)
      .set({ lock_password_hash: await hashPassword("kilit1") })
      .where(eq(users.email, "personel@gelinlik.local"));
    const response = await currentUser(t.app, await tokenOf("personel@gelinlik.local"));
    expect(response.json().user.locked_set).toBe(1);
    expect(response.body).not.toMatch(/password|scrypt|lock_password/);
    expect(Object.keys(response.json().company)).not.toContain("barcode_url");
  });

  it("gives the staff member only the flags they were granted", async () => {
    const { user } = (await currentUser(t.app, await tokenOf("personel@gelinlik.local"))).json();
    expect(user.first_user).toBe(false);
    expect(user).toMatchObject({ client_permission: false, safe_permission: false, fastsale_permission: true });
  });

  it("lists every company as the dealer filter for a superadmin", async () => {
    const body = (await currentUser(t.app, await tokenOf("superadmin@gelinlik.local"))).json();
    expect(body.roles).toEqual(["superadmin"]);
    expect(body.company.full_name).toBe("Merkez");
    expect(body.companies.map((company: { full_name: string }) => company.full_name)).toEqual(["Merkez", "Demo Gelinlik"]);
    expect(Object.keys(body.companies[0]).sort()).toEqual(["full_name", "id"]);
  });
});

describe("OpenAPI document", () => {
  it("documents the account routes", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs" })).json().paths;
    for (const path of ["/api/login", "/api/register", "/api/user", "/api/logout"]) expect(paths).toHaveProperty([path]);
    expect(paths["/api/register"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("accept_terms");
  });
});
