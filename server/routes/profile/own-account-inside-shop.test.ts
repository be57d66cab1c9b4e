import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../auth/tokens";
import { companies, users } from "../../db/core";
import { seedIfEmpty } from "../../seed/seed";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, login } from "../auth/test-helpers";

const PASSWORD = "seed-parola-1";
const OPERATOR = "superadmin@gelinlik.local";
const SHOP_OWNER = "demo@gelinlik.local";

let t: TestApp;
let operatorId: number;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { password: PASSWORD });
  operatorId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, OPERATOR)))[0].id;
  shopId = (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.full_name, "Demo Gelinlik")))[0].id;
});
afterAll(() => t.close());

/** A superadmin who entered the shop's panel: their own user, acting for the shop. */
const insideShop = () => issueToken(t.database.db, { userId: operatorId, companyId: shopId, ttlHours: 1 });
const post = (token: string, url: string, payload: object) => t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` }, payload });
const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("a superadmin inside a shop's panel stays themselves on the profile routes", () => {
  it("GET /api/user answers their own user and the shop they act for", async () => {
    const body = (await currentUser(t.app, await insideShop())).json();
    expect(body.user).toMatchObject({ id: operatorId, email: OPERATOR });
    expect(body.company).toMatchObject({ id: shopId, full_name: "Demo Gelinlik" });
  });

  it("update-user changes their own row, never the shop owner's", async () => {
    const ownerBefore = await rowOf(SHOP_OWNER);
    const response = await post(await insideShop(), "/api/profile/update-user", { name: "Operatör Ayşe", phone: "05321234567", email: OPERATOR });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: operatorId, name: "Operatör Ayşe" });
    expect((await rowOf(OPERATOR)).name).toBe("Operatör Ayşe");
    expect(await rowOf(SHOP_OWNER)).toEqual(ownerBefore);
  });

  it("change-password takes their own old password, ends their other sessions everywhere and keeps the current one", async () => {
    const current = await insideShop();
    const otherInShop = await insideShop();
    const atHome = (await login(t.app, OPERATOR, PASSWORD)).json().access_token as string;
    const shopOwner = (await login(t.app, SHOP_OWNER, PASSWORD)).json().access_token as string;

    const response = await post(current, "/api/profile/change-password", { password_old: PASSWORD, password: "operator-yeni", password_confirmation: "operator-yeni" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await currentUser(t.app, current)).statusCode).toBe(200);
    expect((await currentUser(t.app, otherInShop)).statusCode).toBe(401);
    expect((await currentUser(t.app, atHome)).statusCode).toBe(401);
    expect((await currentUser(t.app, shopOwner)).statusCode).toBe(200);
    expect((await login(t.app, OPERATOR, "operator-yeni")).statusCode).toBe(200);
    expect((await login(t.app, SHOP_OWNER, PASSWORD)).statusCode).toBe(200);
  });

  it("logout ends only the session it is sent with", async () => {
    const leaving = await insideShop();
    const staying = await insideShop();
    const response = await t.app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${leaving}` } });
    expect(response.statusCode).toBe(204);
    expect((await currentUser(t.app, leaving)).statusCode).toBe(401);
    expect((await currentUser(t.app, staying)).statusCode).toBe(200);
  });
});
