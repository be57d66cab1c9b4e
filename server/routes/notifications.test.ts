import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor } from "../test/fixtures";

describe("GET /api/get-last-five-notification", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the caller's company's five newest notifications, newest first", async () => {
    const shop = await createActor(t.database.db);
    const otherShop = await createActor(t.database.db);
    const operator = await createActor(t.database.db, { roles: ["superadmin"], companyId: shop.companyId });
    for (let i = 1; i <= 7; i++) {
      const created = await t.app.inject({ method: "POST", url: "/api/notification", headers: operator.headers, payload: { title: `Bildirim ${i}`, description: "Açıklama" } });
      expect(created.statusCode).toBe(201);
    }
    const mine = await t.app.inject({ method: "GET", url: "/api/get-last-five-notification", headers: shop.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((row: { title: string }) => row.title)).toEqual(["Bildirim 7", "Bildirim 6", "Bildirim 5", "Bildirim 4", "Bildirim 3"]);
    const theirs = await t.app.inject({ method: "GET", url: "/api/get-last-five-notification", headers: otherShop.headers });
    expect(theirs.json().data).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/get-last-five-notification" })).statusCode).toBe(401);
  });
});
