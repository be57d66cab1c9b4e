import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../data";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { ledgerOf, seedMarch } from "./test-helpers";

let t: TestApp;
let dataDir: string;
let shopA: Actor;
let shopB: Actor;
let seeded: Awaited<ReturnType<typeof seedMarch>>;
let foreignCredit: Row;

const get = (actor: Actor, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/api${url}`, headers: { ...actor.headers, ...headers } });
const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "future-accountings-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  seeded = await seedMarch(t.app, shopA);
  foreignCredit = await ledgerOf(t.app, shopB).open("credit", "2026-03-03", "3333.33", "2026-03-20", { title: "Başka Dükkânın Alacağı" });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/future-accountings", () => {
  it("lists March's open credits with what is left of them, past due ones marked, and their total", async () => {
    const response = await get(shopA, "/future-accountings?type=credit&month=2026-03");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The credit paid in full is closed; the one due in May is not due yet.
    expect(ids(body)).toEqual([seeded.partlyPaid.id]);
    expect(body.data[0]).toMatchObject({ title: "Gelinlik Taksidi Şükran", price: "1000.00", paid: "400.00", remaining: "600.00", last_payment_date: "2026-03-20", client_name: "Şükran Işıkoğlu", past_due: true });
    expect(body).toMatchObject({ total: 1, current_page: 1, last_page: 1, month: "2026-03", type: "credit", total_remaining: "600.00" });
  });

  it("keeps an overdue credit in later months beside the ones falling due then, the oldest due first", async () => {
    const body = (await get(shopA, "/future-accountings?type=credit&month=2026-05")).json();
    expect(ids(body)).toEqual([seeded.partlyPaid.id, seeded.dueInMay.id]);
    expect(body.total_remaining).toBe("1100.00");
  });

  it("lists the open debts with type=debt", async () => {
    const body = (await get(shopA, "/future-accountings?type=debt&month=2026-03")).json();
    expect(ids(body)).toEqual([seeded.debt.id]);
    expect(body.data[0]).toMatchObject({ remaining: "500.00", supplier_name: "Çağlayan Kumaş", past_due: true });
    expect(body.total_remaining).toBe("500.00");
  });

  it("pages the list and sums every page's remaining", async () => {
    const body = (await get(shopA, "/future-accountings?type=credit&month=2026-05&perPage=1&page=2")).json();
    expect(ids(body)).toEqual([seeded.dueInMay.id]);
    expect(body).toMatchObject({ total: 2, last_page: 2, current_page: 2, total_remaining: "1100.00" });
  });

  it("answers the totals on a page past the end, and nothing open as an empty list worth 0.00", async () => {
    const past = (await get(shopA, "/future-accountings?type=credit&month=2026-05&perPage=1&page=5")).json();
    expect(past).toMatchObject({ data: [], total: 2, total_remaining: "1100.00" });
    const none = (await get(shopA, "/future-accountings?type=debt&month=2026-02")).json();
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1, total_remaining: "0.00" });
  });

  it("refuses a month that is not YYYY-MM and a type other than credit or debt", async () => {
    expect((await get(shopA, "/future-accountings?type=credit&month=2026-3")).statusCode).toBe(422);
    expect((await get(shopA, "/future-accountings?type=income&month=2026-03")).statusCode).toBe(422);
  });

  it("never lists another company's credits", async () => {
    const byB = (await get(shopB, "/future-accountings?type=credit&month=2026-03")).json();
    expect(ids(byB)).toEqual([foreignCredit.id]);
    expect(byB.total_remaining).toBe("3333.33");
  });
});

describe("GET /api/future-accountings/pdf", () => {
  it("prints the open credits with their Turkish names, dates and amounts, and the total", async () => {
    const response = await get(shopA, "/future-accountings/pdf?type=credit&month=2026-05");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="gelecek-alacaklar-2026-05.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Gelecek Alacaklar: 05.2026");
    expect(text).toMatch(/Gelinlik Taksidi Şükran\s+Şükran Işıkoğlu\s+10\.03\.2026\s+20\.03\.2026\s+₺1\.000,00\s+₺400,00\s+₺600,00/);
    expect(text).toContain("Kına Elbisesi Alacağı");
    expect(text).toContain("Toplam Kalan: ₺1.100,00");
    expect(text).not.toContain("Başka Dükkânın Alacağı");
  });

  it("prints the debts with type=debt", async () => {
    const text = await pdfText((await get(shopA, "/future-accountings/pdf?type=debt&month=2026-03")).rawPayload);
    expect(text).toContain("Gelecek Borçlar: 03.2026");
    expect(text).toContain("Kumaş Borcu Çağlayan");
  });
});

describe("access to the future receivables and payables", () => {
  it("answers 403 without debts_credits_permission, and without safe_permission", async () => {
    const noCredits = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { debts_credits_permission: false } });
    const noSafe = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { safe_permission: false } });
    for (const url of ["/future-accountings?type=credit", "/future-accountings/pdf?type=credit"]) {
      expect((await get(noCredits, url)).statusCode, url).toBe(403);
      expect((await get(noSafe, url)).statusCode, url).toBe(403);
    }
    // The cash box's own reports stay open to a user without the credits flag.
    expect((await get(noCredits, "/accounting-report")).statusCode).toBe(200);
  });
});
