import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { createThrowawayApp, throwawayDdl } from "./__fixtures__/throwaway-app";

describe("a schema registered once becomes a table and a validated, tenant-scoped API", () => {
  let t: TestApp;
  let owner: Actor;
  let kindId: number;
  beforeAll(async () => {
    t = await createThrowawayApp();
    owner = await createActor(t.database.db);
    const kind = await t.app.inject({ method: "POST", url: "/api/gadget_kinds", headers: owner.headers, payload: { name: "Gelinlik" } });
    kindId = kind.json().id;
  });
  afterAll(() => t.close());

  it("generates the table with the tenant column, typed columns, a company-first key and tenant foreign keys", async () => {
    const ddl = (await throwawayDdl()).join("\n");
    expect(ddl).toMatch(/CREATE TABLE "gadgets"/);
    expect(ddl).toMatch(/"company_id" bigint NOT NULL/);
    expect(ddl).toMatch(/"price" numeric\(14, 2\)/);
    expect(ddl).toMatch(/"delivered_on" date/);
    expect(ddl).toMatch(/"accounts" jsonb/);
    expect(ddl).toMatch(/CONSTRAINT "gadgets_company_id_unique" UNIQUE\("company_id","id"\)/);
    expect(ddl).toMatch(/"gadgets_kind_id_fk" FOREIGN KEY \("company_id","kind_id"\) REFERENCES "public"."gadget_kinds"\("company_id","id"\)/);
  });

  it("creates, reads, lists, updates and deletes through the generic routes", async () => {
    const body = { type: "person", name: "Kuğu Gelinlik", phone: "+905321234567", price: "1250.50", delivered_on: "2026-12-01", kind_id: kindId, notes: "<p>Not<script>alert(1)</script></p>", accounts: [{ bank_name: "Ziraat", iban: "TR330006100519786457841326" }] };
    const created = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: body });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ...body, notes: "<p>Not</p>" });
    expect(row).not.toHaveProperty("company_id");

    const read = await t.app.inject({ method: "GET", url: `/api/gadgets/${row.id}`, headers: owner.headers });
    expect(read.json()).toEqual(row);

    const { phone: _cleared, ...withoutPhone } = body;
    const updated = await t.app.inject({ method: "PUT", url: `/api/gadgets/${row.id}`, headers: owner.headers, payload: { ...withoutPhone, name: "Kuğu 2" } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe("Kuğu 2");
    expect(updated.json().phone).toBeNull();

    const removed = await t.app.inject({ method: "DELETE", url: `/api/gadgets/${row.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/gadgets/${row.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("applies conditional requireds from allOf/if/then", async () => {
    const business = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: { type: "business", name: "Firma" } });
    expect(business.statusCode).toBe(422);
    expect(business.json().errors).toEqual({ tax_no: ["Bu alan zorunludur."] });
    const fixed = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: { type: "business", name: "Firma", tax_no: "4540536920" } });
    expect(fixed.statusCode).toBe(201);
  });

  it("checks Turkish formats and stores phones and IBANs in one canonical form, also inside sub-lists", async () => {
    const display = { type: "business", name: "Biçim", tax_no: "4540536920", phone: "+90 (532) 123 45 67", accounts: [{ bank_name: "Ziraat", iban: "tr33 0006 1005 1978 6457 8413 26" }] };
    const created = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: display });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: "+905321234567", accounts: [{ iban: "TR330006100519786457841326" }] });

    const wrong = { ...display, tax_no: "4540536921", phone: "+90 (212) 123 45 67", accounts: [{ bank_name: "Ziraat", iban: "TR330006100519786457841327" }] };
    const refused = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      tax_no: ["Geçerli bir vergi numarası giriniz."],
      phone: ["Geçerli bir cep telefonu numarası giriniz."],
      "accounts.0.iban": ["Geçerli bir IBAN giriniz."],
    });
  });

  it("reports nested sub-list errors by their path, in the caller's language", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/gadgets",
      headers: { ...owner.headers, "accept-language": "de" },
      payload: { type: "person", name: "X", accounts: [{ bank_name: "A" }, { iban: "TR330006100519786457841326" }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "accounts.1.bank_name": ["Dieses Feld ist erforderlich."] });
  });

  it("paginates on the server in one envelope, with keyword, filters and sort", async () => {
    const actor = await createActor(t.database.db);
    const kind = (await t.app.inject({ method: "POST", url: "/api/gadget_kinds", headers: actor.headers, payload: { name: "Kına" } })).json();
    for (let i = 1; i <= 17; i++) {
      const payload = { type: i % 2 ? "person" : "business", name: `Ürün ${String(i).padStart(2, "0")}`, tax_no: "4540536920", kind_id: i <= 3 ? kind.id : undefined };
      expect((await t.app.inject({ method: "POST", url: "/api/gadgets", headers: actor.headers, payload })).statusCode).toBe(201);
    }
    const page2 = (await t.app.inject({ method: "GET", url: "/api/gadgets?page=2&sort=name&order=asc", headers: actor.headers })).json();
    expect(page2).toMatchObject({ current_page: 2, per_page: 15, total: 17, last_page: 2 });
    expect(page2.data.map((row: { name: string }) => row.name)).toEqual(["Ürün 16", "Ürün 17"]);
    const search = (await t.app.inject({ method: "GET", url: `/api/gadgets?keyword=${encodeURIComponent("ürün 0")}`, headers: actor.headers })).json();
    expect(search.total).toBe(9);
    const business = (await t.app.inject({ method: "GET", url: "/api/gadgets?type=business&perPage=100", headers: actor.headers })).json();
    expect(business.total).toBe(8);
    const byKind = (await t.app.inject({ method: "GET", url: `/api/gadgets?kind_id=${kind.id}`, headers: actor.headers })).json();
    expect(byKind.total).toBe(3);
    const badFilter = await t.app.inject({ method: "GET", url: "/api/gadgets?type=robot", headers: actor.headers });
    expect(badFilter.statusCode).toBe(422);
  });

  it("guards the resource with its permission flag and its delete rule", async () => {
    const noFlag = await createActor(t.database.db, { companyId: owner.companyId, permissions: { definition_permission: false } });
    expect((await t.app.inject({ method: "GET", url: "/api/gadgets", headers: noFlag.headers })).statusCode).toBe(403);
    const created = (await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload: { type: "person", name: "Silinecek" } })).json();
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
    expect((await t.app.inject({ method: "DELETE", url: `/api/gadgets/${created.id}`, headers: staff.headers })).statusCode).toBe(403);
  });

  it("stores date-times and filters by them, and keeps sanitised HTML longer than what was typed", async () => {
    const payload = { type: "person", name: "Prova", fitting_at: "2026-03-15T10:30:00.000Z", quantity: 3, notes: "&".repeat(2000) };
    const created = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fitting_at: "2026-03-15T10:30:00.000Z", quantity: 3, notes: "&amp;".repeat(2000) });
    const filtered = await t.app.inject({ method: "GET", url: `/api/gadgets?fitting_at=${encodeURIComponent("2026-03-15T10:30:00.000Z")}`, headers: owner.headers });
    expect(filtered.json().data.map((row: { name: string }) => row.name)).toEqual(["Prova"]);
  });

  it("refuses a reference to another company's row inside a sub-list", async () => {
    const other = await createActor(t.database.db);
    const response = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: other.headers, payload: { type: "person", name: "X", parts: [{ kind_id: kindId }] } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["parts.0.kind_id"]);
  });

  it("refuses a reference to another company's row", async () => {
    const other = await createActor(t.database.db);
    const response = await t.app.inject({ method: "POST", url: "/api/gadgets", headers: other.headers, payload: { type: "person", name: "X", kind_id: kindId } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["kind_id"]);
  });

  it("documents the generated routes in the OpenAPI document", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(["/api/gadgets", "/api/gadgets/{id}"]));
    expect(JSON.stringify(docs)).not.toContain("x-resource");
  });
});
