import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { constraintViolation } from "../../data/constraint-violation";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let owner: Actor;
let staff: Actor;
let otherShop: Actor;
let expenseCategory: number;

const table = () => t.app.resources.definition("accountings").table;
/** A record written straight into the table, as any writer would. */
async function record(actor: Actor, values: Record<string, unknown>): Promise<number> {
  const [row] = await t.database.db.insert(table()).values({ company_id: actor.companyId, kind: "income", type: "income", payment_type: "cash", ...values } as never).returning();
  return (row as { id: number }).id;
}
const close = (actor: Actor, day: string, note?: string) => t.app.inject({ method: "POST", url: "/api/day_closes", headers: actor.headers, payload: { day, note } });
const auditedActions = async () =>
  ((await t.database.db.execute(sql`select action from audit_log where company_id = ${owner.companyId} and resource = 'day_closes'`)) as unknown as { rows: { action: string }[] }).rows.map(
    (row) => row.action,
  );
const refusal = async (work: Promise<unknown>) => constraintViolation(await work.then(() => undefined, (error: unknown) => error));

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
  otherShop = await createActor(t.database.db);
  const category = await t.app.inject({ method: "POST", url: "/api/definitions", headers: owner.headers, payload: { name: "Kira", type: "expense-categories" } });
  expenseCategory = category.json().id;
  await record(owner, { date: "2026-02-01", price: "500.00" });
  await record(owner, { date: "2026-02-02", price: "120.50" });
  await record(owner, { date: "2026-02-02", payment_type: "multiple_payment", price: "80.00", cash_amount: "30.00", credit_cart_amount: "50.00" });
  await record(owner, { date: "2026-02-02", kind: "expense", type: "expense", price: "20.25" });
});
afterAll(() => t.close());

describe("closing a day (POST /api/day_closes)", () => {
  it("keeps the day's cash box as it was closed", async () => {
    const response = await close(staff, "2026-02-02", "Gün sonu sayıldı");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ day: "2026-02-02", income: "200.50", expense: "20.25", in_safe_money: "630.25", process_count: 3, note: "Gün sonu sayıldı" });
    const safe = (await t.app.inject({ method: "GET", url: "/api/safe?date=2026-02-02", headers: owner.headers })).json();
    expect(safe.closed).toMatchObject({ id: response.json().id, day: "2026-02-02" });
  });

  it("refuses a second close of the day and a day still ahead", async () => {
    expect((await close(owner, "2026-02-02")).statusCode).toBe(422);
    const today = localDateIn(new Date(), "Europe/Istanbul");
    const ahead = await close(owner, addDays(today, 1));
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors.day).toEqual(["Gelecek bir gün kapatılamaz."]);
    expect((await close(owner, today)).statusCode).toBe(201);
  });

  it("audits the close", async () => {
    expect(await auditedActions()).toContain("day_closes.create");
  });
});

describe("the closed-day guard (migration 0012)", () => {
  it("refuses, in the database, a record written into, moved into, changed or deleted from a closed day", async () => {
    expect(await refusal(record(owner, { date: "2026-02-02", price: "1.00" }))).toMatchObject({ kind: "dayClosed" });
    const open = await record(owner, { date: "2026-02-03", price: "1.00" });
    const [closed] = (await t.database.db.select().from(table()).where(sql`company_id = ${owner.companyId} and date = '2026-02-02'`).limit(1)) as { id: number }[];
    const update = (id: number, change: Record<string, unknown>) => t.database.db.update(table()).set(change as never).where(sql`id = ${id}`);
    expect(await refusal(update(open, { date: "2026-02-02" }))).toMatchObject({ kind: "dayClosed" });
    expect(await refusal(update(closed.id, { price: "999.00" }))).toMatchObject({ kind: "dayClosed" });
    expect(await refusal(update(closed.id, { date: "2026-02-03" }))).toMatchObject({ kind: "dayClosed" });
    expect(await refusal(t.database.db.delete(table()).where(sql`id = ${closed.id}`))).toMatchObject({ kind: "dayClosed" });
    // Open days and other companies' same day are untouched by the close.
    expect(await refusal(update(open, { price: "2.00" }))).toBeUndefined();
    expect(await refusal(record(otherShop, { date: "2026-02-02", price: "1.00" }))).toBeUndefined();
  });

  it("lets a closed day's record lose a person's name from its title and description alone (KVKK erasure, migration 0021)", async () => {
    const [closed] = (await t.database.db.select().from(table()).where(sql`company_id = ${owner.companyId} and date = '2026-02-02'`).limit(1)) as { id: number; price: string }[];
    const update = (change: Record<string, unknown>) => t.database.db.update(table()).set(change as never).where(sql`id = ${closed.id}`);
    expect(await refusal(update({ title: "Anonim #1", description: null, version: sql`version + 1`, updated_at: new Date() }))).toBeUndefined();
    // A text change that carries any other column with it is still the day's change.
    expect(await refusal(update({ title: "Anonim #2", price: "1.00" }))).toMatchObject({ kind: "dayClosed" });
    expect(await refusal(update({ description: "x", payment_type: "eft" }))).toMatchObject({ kind: "dayClosed" });
    const [after] = (await t.database.db.select().from(table()).where(sql`id = ${closed.id}`)) as { title: string; price: string }[];
    expect(after).toMatchObject({ title: "Anonim #1", price: closed.price });
    // The API still refuses a change of a closed day's record, of its title alone too (the row rule dayOpen).
    const [expense] = (await t.database.db.select().from(table()).where(sql`company_id = ${owner.companyId} and date = '2026-02-02' and kind = 'expense'`)) as { id: number }[];
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/accountings/${expense.id}`,
      headers: owner.headers,
      payload: { kind: "expense", date: "2026-02-02", category_id: expenseCategory, payment_type: "cash", price: "20.25", title: "Yeni" },
    });
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json().message).toBe("Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.");
  });

  it("answers an API write into a closed day with 409 and the reason", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/accountings",
      headers: owner.headers,
      payload: { kind: "expense", date: "2026-02-02", category_id: expenseCategory, payment_type: "cash", price: "10.00" },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe("Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.");
  });

  it("lets writes in again once the first user reopens the day; a staff user cannot", async () => {
    const [closed] = (await t.app.inject({ method: "GET", url: "/api/day_closes?day=2026-02-02", headers: owner.headers })).json().data;
    expect((await t.app.inject({ method: "DELETE", url: `/api/day_closes/${closed.id}`, headers: staff.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/day_closes/${closed.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(await auditedActions()).toContain("day_closes.delete");
    expect(await refusal(record(owner, { date: "2026-02-02", price: "1.00" }))).toBeUndefined();
  });
});
