import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core";
import { createTestApp as createSmsTestApp } from "../../test/app";
import type { TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let operator: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createSmsTestApp();
  operator = await createActor(t.database.db, { roles: ["superadmin"] });
  admin = await createActor(t.database.db, { roles: ["admin"] });
});
afterAll(() => t?.close());

const call = (actor: Actor | null, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, ...(actor ? { headers: actor.headers } : {}), ...(payload ? { payload } : {}) });

describe("POST /api/sms-credits (operators add platform credits by hand)", () => {
  it("adds the credits to the named shop, answers its balance and writes the shop's audit log", async () => {
    const shop = await createActor(t.database.db);
    const first = await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount: 250, note: "Havale 12.11" });
    expect([first.statusCode, first.json()]).toEqual([200, { balance: 250 }]);
    expect((await call(admin, "POST", "/sms-credits", { company_id: shop.companyId, amount: 50 })).json()).toEqual({ balance: 300 });

    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.company_id, shop.companyId), eq(auditLog.action, "sms_credits.grant")));
    expect(audited.map((entry) => [entry.actor_user_id, entry.after?.delta, entry.after?.note, entry.after?.balance])).toEqual([
      [operator.userId, 250, "Havale 12.11", 250],
      [admin.userId, 50, null, 300],
    ]);
    const total = (await call(shop, "GET", "/get-sms-total")).json();
    expect(total).toMatchObject({ account: "platform", credits: 300 });
  });

  it("is refused to a shop's users, also for their own company, and changes nothing", async () => {
    const shop = await createActor(t.database.db);
    expect((await call(shop, "POST", "/sms-credits", { company_id: shop.companyId, amount: 10 })).statusCode).toBe(403);
    expect((await call(null, "POST", "/sms-credits", { company_id: shop.companyId, amount: 10 })).statusCode).toBe(401);
    expect((await call(shop, "GET", "/get-sms-total")).json().credits).toBe(0);
  });

  it("checks the amount (a whole number 1 to 1,000,000), the note, and that the shop exists", async () => {
    const shop = await createActor(t.database.db);
    for (const amount of [0, -5, 1.5, 1_000_001, "10"]) {
      const refused = await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount });
      expect(refused.statusCode, String(amount)).toBe(422);
      expect(Object.keys(refused.json().errors), String(amount)).toEqual(["amount"]);
    }
    expect((await call(operator, "POST", "/sms-credits", { amount: 5 })).statusCode).toBe(422);
    expect((await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount: 5, note: "x".repeat(201) })).statusCode).toBe(422);
    expect((await call(operator, "POST", "/sms-credits", { company_id: 987_654_321, amount: 5 })).statusCode).toBe(404);
    expect((await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount: 1_000_000 })).json()).toEqual({ balance: 1_000_000 });
  });
});

describe("GET /api/sms-credits (the ledger)", () => {
  it("lists the caller's company's entries newest first, paged, with its balance; never another company's", async () => {
    const shop = await createActor(t.database.db);
    const other = await createActor(t.database.db);
    for (const amount of [1, 2, 3]) await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount });
    await call(operator, "POST", "/sms-credits", { company_id: other.companyId, amount: 99 });
    const page = await call(shop, "GET", "/sms-credits?perPage=2");
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, balance: 6 });
    expect(page.json().data.map((entry: Record<string, unknown>) => [entry.reason, entry.delta, entry.balance])).toEqual([
      ["grant", 3, 6],
      ["grant", 2, 3],
    ]);
    expect((await call(shop, "GET", "/sms-credits?page=2&perPage=2")).json().data.map((entry: Record<string, unknown>) => entry.delta)).toEqual([1]);
    expect((await call(other, "GET", "/sms-credits")).json()).toMatchObject({ total: 1, balance: 99 });
  });

  it("lets operators read a chosen shop's ledger, and no one else choose", async () => {
    const shop = await createActor(t.database.db);
    const other = await createActor(t.database.db);
    await call(operator, "POST", "/sms-credits", { company_id: shop.companyId, amount: 7 });
    expect((await call(operator, "GET", `/sms-credits?company_id=${shop.companyId}`)).json()).toMatchObject({ total: 1, balance: 7 });
    expect((await call(operator, "GET", "/sms-credits?scope=all")).statusCode).toBe(422);
    expect((await call(other, "GET", `/sms-credits?company_id=${shop.companyId}`)).statusCode).toBe(403);
  });

  it("needs sms_permission, like get-sms-total", async () => {
    const owner = await createActor(t.database.db);
    const lacking = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { sms_permission: false } });
    expect((await call(lacking, "GET", "/sms-credits")).statusCode).toBe(403);
    expect((await call(lacking, "GET", "/get-sms-total")).statusCode).toBe(403);
    expect((await call(null, "GET", "/get-sms-total")).statusCode).toBe(401);
  });
});
