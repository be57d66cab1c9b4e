import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { printedMoney } from "../accounting-reports/printed";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;
let bride: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  bride = (await t.app.repositories({ companyId: owner.companyId, actorId: owner.userId }).resource("clients").create({ type: "person", role: "client", full_name: "Gönül Çağlar" })).id as number;
});
afterAll(() => t?.close());

const call = (actor: Actor | null, method: "GET" | "POST" | "PUT", url: string, payload?: Body, language = "tr") =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...(actor?.headers ?? {}), "accept-language": language }, ...(payload ? { payload } : {}) });
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("the spec's /clients/products addresses", () => {
  it("create, list, read and change a client's products with the generic routes' bodies and answers", async () => {
    const created = await call(owner, "POST", "/clients/products", { client_id: bride, title: "Duvak Çiçeği", brand: "Işıltı", piece: 2, price: "150.00", type: "sale", last_payment_date: "2027-01-15" });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ client_id: bride, title: "Duvak Çiçeği", piece: 2, price: "150.00", type: "sale" });
    expect((await call(owner, "GET", `/clients/products/${product.id}`)).json()).toEqual((await call(owner, "GET", `/client_products/${product.id}`)).json());
    const listed = await call(owner, "GET", `/clients/products?client_id=${bride}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual((await call(owner, "GET", `/clients/${bride}/products`)).json());
    expect(listed.json().data.map((row: Body) => row.id)).toEqual([product.id]);
    const changed = await call(owner, "PUT", `/clients/products/${product.id}`, { client_id: bride, title: "Duvak Çiçeği", piece: 3, price: "150.00", type: "buy" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ piece: 3, type: "buy" });
    // A refusal is the engine's 422, in the caller's language.
    const refused = await call(owner, "POST", "/clients/products", { client_id: bride, piece: 1, price: "1.00", type: "sale" });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain("title");
  });

  it("prints the client's products as an A4 PDF file with their total, Turkish letters intact", async () => {
    await call(owner, "POST", "/clients/products", { client_id: bride, title: "Kına Şalı", piece: 1, price: "99.90", type: "sale" });
    const pdf = await call(owner, "GET", `/clients/products/pdf/${bride}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="musteri-urunleri-\d+\.pdf"$/);
    const text = plain(await pdfText(pdf.rawPayload));
    expect(text).toContain("Müşteri Ürünleri: Gönül Çağlar");
    expect(text).toContain("Kına Şalı");
    expect(text).toContain(plain(printedMoney("99.90", "tr")));
    const german = plain(await pdfText((await call(owner, "GET", `/clients/products/pdf/${bride}`, undefined, "de")).rawPayload));
    expect(german).toContain("Produkte des Kunden: Gönül Çağlar");
  });

  it("answers 404 for another company's client or product, 401 without a token, 403 without client_permission", async () => {
    const product = (await call(owner, "POST", "/clients/products", { client_id: bride, title: "Eldiven", piece: 1, price: "10.00", type: "sale" })).json();
    const other = await createActor(t.database.db);
    expect((await call(other, "GET", `/clients/products/pdf/${bride}`)).statusCode).toBe(404);
    expect((await call(other, "GET", `/clients/products/${product.id}`)).statusCode).toBe(404);
    expect((await call(other, "PUT", `/clients/products/${product.id}`, { client_id: bride, title: "X", piece: 1, price: "1.00", type: "sale" })).statusCode).toBe(404);
    expect((await call(other, "GET", `/clients/products?client_id=${bride}`)).json().data).toEqual([]);
    expect((await call(null, "GET", `/clients/products/pdf/${bride}`)).statusCode).toBe(401);
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { client_permission: false } });
    expect((await call(staff, "GET", `/clients/products/pdf/${bride}`)).statusCode).toBe(403);
    expect((await call(staff, "GET", `/clients/products?client_id=${bride}`)).statusCode).toBe(403);
  });
});
