import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractWriter } from "../../contracts";
import type { Repositories } from "../../data";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let owner: Actor;
let other: Actor;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  other = await createActor(t.database.db);
});
afterAll(() => t?.close());

const call = (actor: Actor | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, language = "tr") =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...(actor ? actor.headers : {}), "accept-language": language }, ...(payload ? { payload } : {}) });

const work = <T>(actor: Actor, fn: (repos: Repositories) => Promise<T>) => t.app.unitOfWork({ companyId: actor.companyId, actorId: actor.userId }, fn);

/** An order of a client named like a script with its two contracts, in the actor's company. */
async function orderWithContracts(actor: Actor) {
  return work(actor, async (repos) => {
    const client = await repos.resource("clients").create({ type: "person", role: "client", full_name: "<script>alert(1)</script>" });
    const product = await repos.resource("services").create({ name: "Prenses Gelinlik", barcode: `C${++seq}`, price: "5000.00", stock: 1 });
    const order = await repos.resource("processes").create({ client_id: client.id, type: "sale", payment_style: "later", payment_type: "cash", total: "5000.00", contract_no: "77" });
    await repos.resource("process_lines").create({ process_id: order.id, service_id: product.id, piece: 1, price: "5000.00", discount: "0.00", tax: 0 });
    const ids = await contractWriter.writeOrderContracts(repos, order.id as number);
    return { client, order, ...ids };
  });
}

describe("contract templates", () => {
  it("answers the default Turkish template until the shop saves its own, then that one, sanitised", async () => {
    const before = await call(owner, "GET", "/profile/lease-contract");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ kind: "lease", custom: false });
    expect(before.json().content).toContain("KİRALAMA SÖZLEŞMESİ");
    expect(before.json().placeholders).toContain("urunler");

    const saved = await call(owner, "POST", "/profile/update-lease-contract", { content: '<p onclick="x()">Kira {musteri}</p><script>alert(1)</script><img src="https://x/a.png" onerror="alert(1)">' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: "Sözleşme Başarıyla Kaydedildi!" });
    const after = (await call(owner, "GET", "/profile/lease-contract")).json();
    expect(after).toMatchObject({ custom: true, content: '<p>Kira {musteri}</p><img src="https://x/a.png" />' });
    // The other templates are untouched.
    expect((await call(owner, "GET", "/profile/sales-contract")).json().custom).toBe(false);
    // Another company still has the default.
    expect((await call(other, "GET", "/profile/lease-contract")).json().custom).toBe(false);
  });

  it("saves through POST /profile/<kind>-contract too, answering in the caller's language", async () => {
    const saved = await call(owner, "POST", "/profile/dry-contract", { content: "<p>Kuru {musteri}</p>" }, "de");
    expect(saved.json()).toEqual({ message: "Vertrag erfolgreich gespeichert!" });
    expect((await call(owner, "GET", "/contract_templates")).json().dry).toBe("<p>Kuru {musteri}</p>");
  });

  it("sanitises the generic PUT /api/contract_templates", async () => {
    const put = await call(other, "PUT", "/contract_templates", { sales: '<p>Satış</p><script>alert(1)</script><img src="https://x/a.png" onerror="alert(1)">' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().sales).toBe('<p>Satış</p><img src="https://x/a.png" />');
  });

  it("refuses a missing content (422)", async () => {
    expect((await call(owner, "POST", "/profile/update-order-contract", {})).statusCode).toBe(422);
  });
});

describe("contracts", () => {
  it("lists an order's contracts by process_id and client_id, and answers one's HTML", async () => {
    const { order, client, saleRentContractId, orderContractId } = await orderWithContracts(owner);
    const byOrder = await call(owner, "GET", `/contracts?process_id=${order.id}`);
    expect(byOrder.json().data.map((row: { id: number }) => row.id).sort()).toEqual([saleRentContractId, orderContractId].sort());
    const byClient = await call(owner, "GET", `/contracts?client_id=${client.id}`);
    expect(byClient.json().total).toBe(2);
    const one = await call(owner, "GET", `/get-contract/${saleRentContractId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: saleRentContractId, kind: "sales", title: "Satış Sözleşmesi" });
    expect(one.json().html).toContain("&lt;script&gt;");
    expect((await call(owner, "GET", `/profile/order-contract/${orderContractId}`)).json()).toMatchObject({ id: orderContractId, kind: "order", _can: { update: true, delete: true } });
    // Another company's id is a 404.
    expect((await call(other, "GET", `/get-contract/${saleRentContractId}`)).statusCode).toBe(404);
  });

  it("saves a contract's HTML (sanitised), and refuses one made before 2024-12-03", async () => {
    const { saleRentContractId } = await orderWithContracts(owner);
    const saved = await call(owner, "POST", `/profile/order-contract/${saleRentContractId}`, { content: "<p>Yeni</p><script>x()</script>" });
    expect(saved.json()).toEqual({ message: "Sözleşme Başarıyla Kaydedildi!" });
    expect((await call(owner, "GET", `/get-contract/${saleRentContractId}`)).json().html).toBe("<p>Yeni</p>");
    await t.database.db.execute(sql`update contracts set created_at = '2024-12-02T10:00:00Z' where id = ${saleRentContractId}`);
    const old = await call(owner, "GET", `/get-contract/${saleRentContractId}`);
    expect(old.json()._can.update).toBe(false);
    expect((await call(owner, "POST", `/profile/order-contract/${saleRentContractId}`, { content: "<p>Eski</p>" })).statusCode).toBe(403);
    expect((await call(owner, "PUT", `/contracts/${saleRentContractId}`, { title: "X", html: "<p>Eski</p>" })).statusCode).toBe(403);
    expect((await call(other, "POST", `/profile/order-contract/${saleRentContractId}`, { content: "<p>B</p>" })).statusCode).toBe(404);
  });

  it("sanitises the generic PUT and lets the generic DELETE take an order contract only", async () => {
    const { saleRentContractId, orderContractId } = await orderWithContracts(owner);
    const put = await call(owner, "PUT", `/contracts/${saleRentContractId}`, { title: "Satış Sözleşmesi", html: '<p>Metin</p><img src="https://x/a.png" onerror="alert(1)"><script>x()</script>' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().html).toBe('<p>Metin</p><img src="https://x/a.png" />');
    expect((await call(owner, "DELETE", `/contracts/${saleRentContractId}`)).statusCode).toBe(403);
    expect((await call(other, "DELETE", `/contracts/${orderContractId}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/contracts/${orderContractId}`)).statusCode).toBe(200);
  });

  it("deletes only an order contract linked to its order", async () => {
    const { saleRentContractId, orderContractId } = await orderWithContracts(owner);
    expect((await call(other, "POST", `/profile/delete-order-contract/${orderContractId}`)).statusCode).toBe(404);
    expect((await call(owner, "POST", `/profile/delete-order-contract/${saleRentContractId}`)).statusCode).toBe(403);
    const deleted = await call(owner, "POST", `/profile/delete-order-contract/${orderContractId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: "Sözleşme Başarıyla Silindi!" });
    expect((await call(owner, "GET", `/get-contract/${orderContractId}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/contracts/${saleRentContractId}`)).statusCode).toBe(403);
  });
});

describe("the public contract", () => {
  it("opens by its token without signing in: the title, HTML and the shop", async () => {
    const { saleRentContractId } = await orderWithContracts(owner);
    const row = await work(owner, (repos) => repos.resource("contracts").get(saleRentContractId));
    const token = String(row!.public_token);
    const response = await call(null, "GET", `/public/contracts/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "Satış Sözleşmesi", company: { title: expect.any(String), logo_url: null } });
    expect(response.json().html).toContain("Prenses Gelinlik");
    // The token is never answered by the signed-in routes' list either.
    expect(JSON.stringify((await call(owner, "GET", `/get-contract/${saleRentContractId}`)).json())).toContain(token);
  });

  it("never opens by an id (sequential or another company's), nor by an unknown or malformed token", async () => {
    const { saleRentContractId, orderContractId } = await orderWithContracts(other);
    for (const id of [saleRentContractId, orderContractId, 1, 2, 3]) {
      expect((await call(null, "GET", `/public/contracts/${id}`)).statusCode).toBe(404);
      expect((await call(owner, "GET", `/public/contracts/${id}`)).statusCode).toBe(404);
    }
    expect((await call(null, "GET", `/public/contracts/${"A".repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/public/contracts/${"A".repeat(42)}'`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/public/contracts/${"x".repeat(64)}`)).statusCode).toBe(404);
  });
});
