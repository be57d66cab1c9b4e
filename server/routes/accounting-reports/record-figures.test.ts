import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../data";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { ledgerOf } from "./test-helpers";

/**
 * The records' own figures (paid, remaining, day_closed, reversed) as the generic list and row answer them, which the
 * reports' totals must agree with: each is about the row's own payments, corrections and company.
 */
let t: TestApp;
let shopA: Actor;
let shopB: Actor;
let credit: Row;
let sale: Row;
let refunded: Row;

const row = async (actor: Actor, id: unknown) => (await t.app.inject({ method: "GET", url: `/api/accountings/${String(id)}`, headers: actor.headers })).json();

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  const ledger = ledgerOf(t.app, shopA);
  credit = await ledger.open("credit", "2026-03-10", "1000.00", "2026-03-20");
  await ledger.payment(credit, "2026-03-12", "400.00");
  sale = await ledger.income("2026-03-11", "250.00");
  refunded = await ledger.income("2026-03-05", "75.00");
  await ledger.correction(refunded, "2026-03-06");
  // Company B closes the day of A's sale, and reverses a record of its own.
  await t.app.repositories({ companyId: shopB.companyId }).resource("day_closes").create({ day: "2026-03-11" });
  const other = ledgerOf(t.app, shopB);
  await other.correction(await other.income("2026-03-01", "10.00"), "2026-03-02");
}, 60_000);
afterAll(() => t?.close());

describe("a record's figures", () => {
  it("are what was paid against this credit and what is left of it", async () => {
    expect(await row(shopA, credit.id)).toMatchObject({ paid: "400.00", remaining: "600.00" });
    const listed = (await t.app.inject({ method: "GET", url: "/api/accountings?type=credit", headers: shopA.headers })).json();
    expect(listed.data.find((found: Row) => found.id === credit.id)).toMatchObject({ paid: "400.00", remaining: "600.00" });
  });

  it("close a day and mark a reversal only within the record's own company", async () => {
    expect(await row(shopA, sale.id)).toMatchObject({ day_closed: false, reversed: false });
    expect(await row(shopA, refunded.id)).toMatchObject({ reversed: true });
  });
});
