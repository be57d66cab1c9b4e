import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { orderApi, rentLine, saleLine } from "../../orders/test-helpers";
import { platformEnv } from "../sms/test-helpers";

let t: TestApp;

beforeAll(async () => {
  // The gateway is never called: an order only queues its SMS.
  t = await createTestApp(platformEnv("http://127.0.0.1:9"));
}, 60_000);
afterAll(() => t?.close());

async function shop() {
  const actor: Actor = await createActor(t.database.db, { firstUser: true });
  const api = orderApi(t.app, actor);
  const client = await api.client();
  return { actor, api, client };
}

describe("POST /store-processess and /guncelle-processes (the spec's order payload)", () => {
  it("writes the payload as an order with its lines, dates, kapora and splits, answering the order's contracts", async () => {
    const { api, client } = await shop();
    const gown = await api.product({ stock: 1, tax: 0, rent_price: "3000.00" });
    const veil = await api.product({ stock: -1, tax: 0, is_service: true, price: "200.00" });
    const stored = await api.call("POST", "/store-processess", {
      client_id: client.id,
      type: "rent",
      payment_style: "now_and_later",
      payment_type: "multiple_payment",
      payment_types: { cash: "1000", credit_cart: 0, eft: "500.00" },
      last_payment_date: "2027-05-01",
      wedding_date: "2027-06-02",
      services: [
        { id: gown.id, price: "3000.00", piece: 1, tax: 0, discount: 0, discountRate: 10 },
        { id: veil.id, price: "200.00", piece: 1, tax: 0, discount: "0", service_dates: "2027-06-02T09:00:00.000Z" },
      ],
      issue_date: [{ id: gown.id, date: "2027-06-01" }],
      delivery_date: [{ id: gown.id, date: "2027-06-03" }],
      order_details: { contract_no: "2044", note: "Duvak dahil", pesinat: "1500" },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const answer = stored.json();
    expect(answer).toMatchObject({ id: expect.any(Number), message: "Satış başarıyla oluşturuldu!" });
    expect(answer.sale_rent_contract_id).toEqual(expect.any(Number));
    expect(answer.order_contract_id).toEqual(expect.any(Number));
    const order = await api.read(`/get-process-by-id/${answer.id}`);
    // The gown's discount: no amount (0) but a rate, so 10 % of 3000 = 300.
    expect(order).toMatchObject({ contract_no: "2044", note: "Duvak dahil", deposit: "1500.00", cash_amount: "1000.00", eft_amount: "500.00", total: "2900.00" });
    expect(order.lines[0]).toMatchObject({ service_id: gown.id, issue_date: "2027-06-01", delivery_date: "2027-06-03" });
    expect(order.lines[1]).toMatchObject({ service_id: veil.id, service_at: "2027-06-02T09:00:00.000Z" });
    expect((await api.list(`/leases?process_id=${answer.id}`)).total).toBe(1);

    const updated = await api.call("POST", "/guncelle-processes", {
      param_id: answer.id,
      client_id: client.id,
      type: "rent",
      payment_style: "later",
      payment_type: "cash",
      last_payment_date: "2027-05-01",
      services: [{ id: gown.id, price: "3000.00", piece: 1 }],
      issue_date: [{ id: gown.id, date: "2027-06-10" }],
      delivery_date: [{ id: gown.id, date: "2027-06-12" }],
      order_details: { contract_no: "2044" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe("Satış başarıyla güncellendi!");
    const leases = (await api.list(`/leases?process_id=${answer.id}`)).data;
    expect(leases.map((lease) => [lease.issue_date, lease.delivery_date])).toEqual([["2027-06-10", "2027-06-12"]]);
    expect((await api.list(`/accountings?process_id=${answer.id}`)).data.map((record) => [record.kind, record.price])).toEqual([["credit", "3000.00"]]);
  });

  it("answers a refusal as the engine does (422 on the line's field)", async () => {
    const { api, client } = await shop();
    const gown = await api.product({ stock: 1, max_price: "900.00" });
    const refused = await api.call("POST", "/store-processess", { client_id: client.id, type: "sale", payment_style: "now", payment_type: "cash", services: [{ id: gown.id, price: "500", piece: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["lines.0.price"][0]).toContain("900.00");
  });
});

describe("the basket's searches and an order's lookups", () => {
  it("find products (with category and minimum prices) and clients, at most 20; an order by contract number; a client's photo dates", async () => {
    const { actor, api, client } = await shop();
    const category = await api.category("GELİNLİK");
    const gown = await api.product({ name: "Prenses Kabarık", barcode: "PK-1", category_id: category.id, max_price: "800.00", stock: -1 });
    for (let index = 0; index < 22; index++) await api.product({ name: `Duvak ${index}`, stock: -1 });
    const found = (await api.read("/processes/services?keyword=Prenses")).data;
    expect(found).toEqual([expect.objectContaining({ id: gown.id, name: "Prenses Kabarık", barcode: "PK-1", category: "GELİNLİK", max_price: "800.00", is_service: false, stock: -1 })]);
    expect((await api.read("/processes/services?keyword=Duvak")).data).toHaveLength(20);
    const clients = (await api.read(`/processes/clients?keyword=${encodeURIComponent(String(client.full_name).split(" ")[0])}`)).data;
    expect(clients.map((row: any) => row.id)).toContain(client.id);
    // The shop's tailor is a client of role tailor: the picker never offers it, and a sale to it is refused.
    const tailor = await t.app.repositories({ companyId: actor.companyId }).resource("clients").create({ type: "person", role: "tailor", full_name: "Terzi Nermin Usta" });
    expect((await api.read("/processes/clients?keyword=Nermin")).data).toEqual([]);
    expect((await api.read("/clients?keyword=Nermin")).data.map((row: any) => row.id)).toEqual([tailor.id]);
    const toTailor = await api.order(tailor.id as number, [saleLine(gown.id)]);
    expect(toTailor.statusCode).toBe(422);
    expect(toTailor.json().errors).toHaveProperty("client_id");

    const order = (await api.order(client.id, [saleLine(gown.id)], { contract_no: "7788", photo_date: "2027-04-01", wedding_date: "2027-06-01" })).json();
    expect((await api.read("/get-all-sales-by-contract-no/7788")).data.map((row: any) => row.id)).toEqual([order.id]);
    expect((await api.read("/get-all-sales-by-contract-no/7789")).data).toEqual([]);
    expect((await api.read(`/processes/photodates?client_id=${client.id}`)).data).toEqual([expect.objectContaining({ id: order.id, photo_date: "2027-04-01", wedding_date: "2027-06-01" })]);
  });
});

describe("the automatic sale SMS", () => {
  it("is queued with the order when the shop turned it on, once per order", async () => {
    const { actor, api, client } = await shop();
    await t.app.unitOfWork({ companyId: actor.companyId }, async (repos) => {
      await repos.smsCredits.grant(5, "grant");
      await repos.resource("sms_settings").create({ account: "platform", provider: "organik", process_perm: true });
      await repos.resource("sms_templates").create({ title: "Satış", kind: "sale", purpose: "service", message: "Sayın {musteri}, {tutar} TL alışverişiniz için teşekkürler." });
    });
    const product = await api.product({ stock: -1, tax: 18 });
    const order = (await api.order(client.id, [saleLine(product.id)])).json();
    const messages = (await api.list("/sms_messages")).data;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ source: "sale", status: "queued" });
    expect(messages[0].message).toContain("1.180,00 TL");
    // An edit sends nothing more.
    await api.call("PUT", `/processes/${order.id}`, { client_id: client.id, type: "sale", payment_style: "now", payment_type: "cash", lines: [{ ...saleLine(product.id), id: order.lines[0].id }] });
    expect((await api.list("/sms_messages")).total).toBe(1);
  });
});

describe("a line written on its own", () => {
  it("is an edit of its order: the tax, total, stock, lease and records follow", async () => {
    const { api, client } = await shop();
    const item = await api.product({ stock: 5, tax: 18 });
    const order = (await api.order(client.id, [saleLine(item.id)], { payment_type: "credit_cart" })).json();
    expect((await api.read(`/services/${item.id}`)).stock).toBe(4);
    const added = await api.call("POST", "/process_lines", { process_id: order.id, service_id: item.id, piece: 2, price: "1000.00", discount: "0.00", tax: 18 });
    expect(added.statusCode, added.body).toBe(201);
    const after = await api.read(`/processes/${order.id}`);
    expect(after.lines.map((line: any) => line.tax)).toEqual([8, 8]);
    expect(after.total).toBe("3240.00");
    expect((await api.read(`/services/${item.id}`)).stock).toBe(2);
    expect((await api.list(`/accountings?process_id=${order.id}`)).data.map((record) => record.price)).toEqual(["3240.00"]);

    const gown = await api.product({ stock: 1, tax: 0 });
    const rent = (await api.order(client.id, [rentLine(gown.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" })).json();
    const moved = await api.call("PUT", `/process_lines/${rent.lines[0].id}`, { ...rentLine(gown.id, { issue_date: "2027-08-01", delivery_date: "2027-08-02" }), process_id: rent.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api.list(`/leases?process_id=${rent.id}`)).data.map((lease) => lease.issue_date)).toEqual(["2027-08-01"]);
  });
});
