import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../data";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { ledgerOf } from "./test-helpers";

let t: TestApp;
let dataDir: string;
let shopA: Actor;
let shopB: Actor;
let sale: Row;
let purchase: Row;

const invoice = (actor: Actor, id: unknown) => t.app.inject({ method: "GET", url: `/api/invoice/${String(id)}`, headers: actor.headers });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "invoice-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  await t.database.db.update(companies).set({ title: "Prenses Gelinlik", address: "Halaskargazi Cad. 12, Şişli", phone: "+902121234567" }).where(eq(companies.id, shopA.companyId));
  const ledger = ledgerOf(t.app, shopA);
  const bride = await ledger.client("Gülşen Öztürk");
  const gown = await ledger.service("Gelinlik Kiralama");
  const veil = await ledger.service("Duvak");
  // 2 × (1000.00 − 100.00) + 18 % = 2124.00; 1 × 99.90 + 18 % = 117.88, rounded up to 118.00 (spec §9).
  sale = await ledger.income("2026-03-02", "2242.00", { title: "Gelinlik Satışı", client_id: bride.id });
  await ledger.line(sale.id, { service_id: gown.id, piece: 2, price: "1000.00", discount: "100.00", tax: 18, position: 0 });
  await ledger.line(sale.id, { service_id: veil.id, piece: 1, price: "99.90", tax: 18, position: 1 });
  purchase = await ledger.expense("2026-03-03", "500.00", { supplier_id: (await ledger.supplier("Çağlayan Kumaş")).id });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/invoice/:id", () => {
  it("answers the record with its lines, each named and totalled, the shop's card and the client's", async () => {
    const response = await invoice(shopA, sale.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.record).toMatchObject({ id: sale.id, title: "Gelinlik Satışı", price: "2242.00", date: "2026-03-02" });
    expect(body.record.lines.map((line: Row) => [line.service_name, line.piece, line.line_total])).toEqual([
      ["Gelinlik Kiralama", 2, "2124.00"],
      ["Duvak", 1, "118.00"],
    ]);
    expect(body.company).toEqual({ title: "Prenses Gelinlik", address: "Halaskargazi Cad. 12, Şişli", phone: "+902121234567", tax_office: null, tax_no: null, logo_url: null });
    expect(body.client).toMatchObject({ full_name: "Gülşen Öztürk" });
    expect(body.supplier).toBeNull();
    // Only the schemas' fields: no search columns, no tenant.
    for (const part of [body.record, body.record.lines[0], body.client]) {
      expect(part).not.toHaveProperty("search_doc");
      expect(part).not.toHaveProperty("company_id");
    }
  });

  it("answers a supplier's record with the supplier's card and no lines", async () => {
    const body = (await invoice(shopA, purchase.id)).json();
    expect(body.supplier).toMatchObject({ full_name: "Çağlayan Kumaş" });
    expect(body.client).toBeNull();
    expect(body.record.lines).toEqual([]);
  });

  it("answers 404 to another company, and for a record that does not exist", async () => {
    expect((await invoice(shopB, sale.id)).statusCode).toBe(404);
    expect((await invoice(shopA, 999999)).statusCode).toBe(404);
  });

  it("answers 403 without safe_permission", async () => {
    const staff = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { safe_permission: false } });
    expect((await invoice(staff, sale.id)).statusCode).toBe(403);
  });
});
