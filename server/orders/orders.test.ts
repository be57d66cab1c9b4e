import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { orderSteps } from ".";
import { orderApi, rentLine, saleLine, shopToday } from "./test-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

async function shop() {
  const actor: Actor = await createActor(t.database.db, { firstUser: true });
  const api = orderApi(t.app, actor);
  const client = await api.client();
  return { actor, api, client };
}

const safeOf = async (api: ReturnType<typeof orderApi>) => api.read(`/safe?date=${shopToday()}`);

describe("an order paid now", () => {
  it("sells: stock 2 leaves 1, one income record with the lines, a commission per line, the cash box shows the total", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 2 });
    const seller = await api.employee({ commission: 10 });
    const response = await api.order(client.id, [saleLine(product.id)], { employee_id: seller.id });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    // Tax 18 of the product: 1000 × 1.18 = 1180.
    expect(order).toMatchObject({ total: "1180.00", is_dress: false, deposit: null });
    expect(order.lines[0]).toMatchObject({ tax: 18 });
    expect((await api.read(`/services/${product.id}`)).stock).toBe(1);
    const records = await api.list(`/accountings?process_id=${order.id}`);
    expect(records.data).toHaveLength(1);
    expect(records.data[0]).toMatchObject({ kind: "income", price: "1180.00", client_id: client.id, contract_no: "1001", process_id: order.id });
    const lines = await api.list(`/accountings/${records.data[0].id}/lines`).catch(() => undefined);
    if (lines) expect(lines.data).toHaveLength(1);
    const commissions = await api.list(`/employees/${seller.id}/commissions`);
    expect(commissions.data).toHaveLength(1);
    expect(commissions.data[0]).toMatchObject({ total_price: "1180.00", rate: 10, commission: "118.00", type: "sale" });
    expect(await safeOf(api)).toMatchObject({ income: "1180.00", inSafeMoney: "1180.00" });
  });

  it("with a card sets every line's tax to 8; another type gives the product its own back", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: -1, tax: 18 });
    const card = await api.order(client.id, [saleLine(product.id, { tax: 18 })], { payment_type: "credit_cart" });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().lines[0].tax).toBe(8);
    expect(card.json().total).toBe("1080.00");
    const cash = await api.order(client.id, [saleLine(product.id, { tax: 8 })], { payment_type: "eft" });
    expect(cash.json().lines[0].tax).toBe(18);
    // −1 is unlimited: untouched.
    expect((await api.read(`/services/${product.id}`)).stock).toBe(-1);
  });

  it("marks a gown of the category GELİNLİK (folded the Turkish way) as a dress order", async () => {
    const { api, client } = await shop();
    const category = await api.category("Gelinlik");
    const product = await api.product({ category_id: category.id, stock: -1 });
    const response = await api.order(client.id, [saleLine(product.id)]);
    expect(response.json().is_dress).toBe(true);
  });
});

describe("the order's checks", () => {
  it("refuse a price below the minimum (naming it), a discount above the price, dates in the wrong order and a split paid now", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: -1, max_price: "900.00", max_rent_price: "400.00" });
    const low = await api.order(client.id, [saleLine(product.id, { price: "1000.00", discount: "200.00" })]);
    expect(low.statusCode).toBe(422);
    expect(low.json().errors["lines.0.price"][0]).toContain("900.00");
    const rentLow = await api.order(client.id, [rentLine(product.id, { price: "450.00", discount: "100.00" })], { type: "rent" });
    expect(rentLow.json().errors["lines.0.price"][0]).toContain("400.00");
    const discount = await api.order(client.id, [saleLine(product.id, { price: "1000.00", discount: "1001.00" })]);
    expect(discount.json().errors["lines.0.discount"]).toBeDefined();
    const dates = await api.order(client.id, [rentLine(product.id, { issue_date: "2027-06-05", delivery_date: "2027-06-01" })], { type: "rent" });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors["lines.0.delivery_date"]).toBeDefined();
    const split = await api.order(client.id, [saleLine(product.id)], { payment_type: "multiple_payment", cash_amount: "100.00" });
    expect(split.statusCode).toBe(422);
    expect(split.json().errors.payment_type).toBeDefined();
    const above = await api.order(client.id, [saleLine(product.id)], { payment_style: "now_and_later", deposit: "5000.00", last_payment_date: "2027-12-31" });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.deposit).toBeDefined();
    expect((await api.list("/processes")).total).toBe(0);
  });

  it("refuse a sale above the stock with 409 naming the product", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 1 });
    const refused = await api.order(client.id, [saleLine(product.id, { piece: 2 })]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(product.name);
    expect((await api.read(`/services/${product.id}`)).stock).toBe(1);
  });
});

describe("a rent", () => {
  it("with a 2000 cash kapora: a lease, a credit of the total, the kapora paid against it; the cash box shows the kapora, the credit the rest", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 1, rent_price: "5000.00", tax: 0 });
    const response = await api.order(client.id, [rentLine(product.id, { price: "5000.00" })], { type: "rent", payment_style: "now_and_later", deposit: "2000.00", last_payment_date: "2027-05-01" });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ total: "5000.00", deposit: "2000.00" });
    const leases = await api.list(`/leases?process_id=${order.id}`);
    expect(leases.data).toHaveLength(1);
    expect(leases.data[0]).toMatchObject({ service_id: product.id, client_id: client.id, issue_date: "2027-06-01", delivery_date: "2027-06-03", total_price: "5000.00", status: "active" });
    const records = (await api.list(`/accountings?process_id=${order.id}&sort=id&order=asc`)).data;
    const credit = records.find((record) => record.kind === "credit")!;
    expect(credit).toMatchObject({ price: "5000.00", first_payment_date: shopToday(), last_payment_date: "2027-05-01" });
    const payments = records.filter((record) => record.kind === "payment");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ price: "2000.00", payment_type: "cash", credit_id: credit.id });
    expect((await api.read(`/accountings/${credit.id}`)).remaining).toBe("3000.00");
    expect((await safeOf(api)).inSafeMoney).toBe("2000.00");
  });

  it("with splits: the kapora is their sum, one payment per non-zero split", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 1, tax: 0 });
    const response = await api.order(client.id, [rentLine(product.id, { price: "3000.00" })], {
      type: "rent",
      payment_style: "now_and_later",
      payment_type: "multiple_payment",
      cash_amount: "500.00",
      credit_cart_amount: "0.00",
      eft_amount: "700.00",
      deposit: "1.00",
      last_payment_date: "2027-05-01",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().deposit).toBe("1200.00");
    const payments = (await api.list(`/accountings?process_id=${response.json().id}&kind=payment`)).data;
    expect(payments.map((payment) => [payment.payment_type, payment.price]).sort()).toEqual([
      ["cash", "500.00"],
      ["eft", "700.00"],
    ]);
  });

  it("paid later: one credit, nothing in the cash box", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 1, tax: 0 });
    const response = await api.order(client.id, [rentLine(product.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" });
    expect(response.statusCode, response.body).toBe(201);
    const records = (await api.list(`/accountings?process_id=${response.json().id}`)).data;
    expect(records.map((record) => record.kind)).toEqual(["credit"]);
    expect((await safeOf(api)).inSafeMoney).toBe("0.00");
  });

  it("over days the gown is already out is refused with 409 naming the product and the dates", async () => {
    const { api, client } = await shop();
    const product = await api.product({ stock: 1 });
    expect((await api.order(client.id, [rentLine(product.id)], { type: "rent" , payment_style: "later", last_payment_date: "2027-05-01" })).statusCode).toBe(201);
    const clash = await api.order(client.id, [rentLine(product.id, { issue_date: "2027-06-02", delivery_date: "2027-06-02" })], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().message).toContain(product.name);
    expect(clash.json().message).toMatch(/2027/);
    expect(clash.json().field).toBe("lines.0.issue_date");
    expect((await api.list("/processes")).total).toBe(1);
  });
});

describe("a rented gown taken back with 'complete remaining payments'", () => {
  it("settles what is left of the order's credit: the cash box shows the kapora and the remainder", async () => {
    const { api, client } = await shop();
    const gown = await api.product({ stock: 1, rent_price: "5000.00", tax: 0 });
    const order = (await api.order(client.id, [rentLine(gown.id, { price: "5000.00", issue_date: shopToday(), delivery_date: "2099-01-01" })], { type: "rent", payment_style: "now_and_later", deposit: "2000.00", last_payment_date: "2027-05-01" })).json();
    const [lease] = (await api.list(`/leases?process_id=${order.id}`)).data;
    expect(lease.remaining).toBe("3000.00");
    const released = await api.call("POST", `/leases/${lease.id}/release`, { delivered_date: shopToday(), clear_credits: true });
    expect(released.statusCode, released.body).toBeLessThan(300);
    expect((await api.read(`/leases/${lease.id}`)).status).toBe("returned");
    expect((await safeOf(api)).inSafeMoney).toBe("5000.00");
  });
});

describe("an order's edit", () => {
  it("moves its lease, gives sold stock back and takes it again, and replaces its records and commissions", async () => {
    const { api, client } = await shop();
    const gown = await api.product({ stock: 1, tax: 0 });
    const seller = await api.employee({ commission: 10 });
    const created = (await api.order(client.id, [rentLine(gown.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01", employee_id: seller.id })).json();
    const changed = await api.call("PUT", `/processes/${created.id}`, {
      client_id: client.id,
      employee_id: seller.id,
      type: "rent",
      payment_style: "later",
      payment_type: "cash",
      last_payment_date: "2027-05-01",
      lines: [{ ...rentLine(gown.id, { issue_date: "2027-07-01", delivery_date: "2027-07-04", price: "600.00" }), id: created.lines[0].id }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const leases = (await api.list(`/leases?process_id=${created.id}`)).data;
    expect(leases).toHaveLength(1);
    expect(leases[0]).toMatchObject({ issue_date: "2027-07-01", delivery_date: "2027-07-04", total_price: "600.00" });
    const records = (await api.list(`/accountings?process_id=${created.id}`)).data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: "credit", price: "600.00" });
    const commissions = (await api.list(`/employees/${seller.id}/commissions`)).data;
    expect(commissions.map((entry) => entry.total_price)).toEqual(["600.00"]);

    const item = await api.product({ stock: 3, tax: 0 });
    const sale = (await api.order(client.id, [saleLine(item.id, { piece: 2 })])).json();
    expect((await api.read(`/services/${item.id}`)).stock).toBe(1);
    const less = await api.call("PUT", `/processes/${sale.id}`, { client_id: client.id, type: "sale", payment_style: "now", payment_type: "cash", lines: [saleLine(item.id, { piece: 1 })] });
    expect(less.statusCode, less.body).toBe(200);
    expect((await api.read(`/services/${item.id}`)).stock).toBe(2);
    expect((await api.list(`/accountings?process_id=${sale.id}`)).data.map((record) => record.price)).toEqual(["1000.00"]);
  });

  it("refuses to change the money of an order whose credit has interim payments (409)", async () => {
    const { api, client } = await shop();
    const gown = await api.product({ stock: 1, tax: 0 });
    const order = (await api.order(client.id, [rentLine(gown.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" })).json();
    const credit = (await api.list(`/accountings?process_id=${order.id}`)).data[0];
    const paid = await api.call("POST", "/accountings", { kind: "payment", date: shopToday(), credit_id: credit.id, price: "100.00", payment_type: "cash" });
    expect(paid.statusCode, paid.body).toBe(201);
    const body = { client_id: client.id, type: "rent", payment_style: "later", payment_type: "cash", last_payment_date: "2027-05-01" };
    const refused = await api.call("PUT", `/processes/${order.id}`, { ...body, lines: [{ ...rentLine(gown.id, { price: "900.00" }), id: order.lines[0].id }] });
    expect(refused.statusCode, refused.body).toBe(409);
    // The same money with another note is fine.
    const noted = await api.call("PUT", `/processes/${order.id}`, { ...body, note: "Prova 2", lines: [{ ...rentLine(gown.id), id: order.lines[0].id }] });
    expect(noted.statusCode, noted.body).toBe(200);
  });
});

describe("an order's edit over a closed day", () => {
  it("reverses the closed day's record with a correction dated today and writes the new one today", async () => {
    const { actor, api, client } = await shop();
    const item = await api.product({ stock: -1, tax: 0 });
    const order = (await api.order(client.id, [saleLine(item.id)])).json();
    const [income] = (await api.list(`/accountings?process_id=${order.id}`)).data;
    // The sale was made on a day since closed ('Gün Sonu').
    const closedDay = "2026-01-05";
    await t.app.unitOfWork({ companyId: actor.companyId, actorId: actor.userId }, async (repos) => {
      await repos.resource("accountings").update(income.id, { date: closedDay });
      await repos.resource("day_closes").create({ day: closedDay });
    });
    const changed = await api.call("PUT", `/processes/${order.id}`, { client_id: client.id, type: "sale", payment_style: "now", payment_type: "cash", lines: [saleLine(item.id, { price: "800.00" })] });
    expect(changed.statusCode, changed.body).toBe(200);
    const records = (await api.list(`/accountings?process_id=${order.id}&sort=id&order=asc`)).data;
    expect(records.map((record) => [record.kind, record.date, record.price])).toEqual([
      ["income", closedDay, "1000.00"],
      ["correction", shopToday(), "-1000.00"],
      ["income", shopToday(), "800.00"],
    ]);
  });
});

describe("an order's edit of a returned lease", () => {
  it("is refused with 409 when the lease would change or go", async () => {
    const { actor, api, client } = await shop();
    const gown = await api.product({ stock: 1, tax: 0 });
    const order = (await api.order(client.id, [rentLine(gown.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" })).json();
    const [lease] = (await api.list(`/leases?process_id=${order.id}`)).data;
    await t.app.unitOfWork({ companyId: actor.companyId }, (repos) => repos.resource("leases").update(lease.id, { status: "returned", delivered_date: "2027-06-03" }));
    const body = { client_id: client.id, type: "rent", payment_style: "later", payment_type: "cash", last_payment_date: "2027-05-01" };
    const moved = await api.call("PUT", `/processes/${order.id}`, { ...body, lines: [{ ...rentLine(gown.id, { delivery_date: "2027-06-09" }), id: order.lines[0].id }] });
    expect(moved.statusCode, moved.body).toBe(409);
    const other = await api.product({ stock: 1, tax: 0 });
    expect((await api.call("PUT", `/processes/${order.id}`, { ...body, lines: [rentLine(other.id)] })).statusCode).toBe(409);
    expect((await api.list(`/leases?process_id=${order.id}`)).data.map((row) => row.delivery_date)).toEqual(["2027-06-03"]);
  });
});

describe("atomicity", () => {
  for (const step of ["writeContracts", "queueSaleSms"] as const) {
    it(`a failure at the last step (${step}) leaves no order, lease, stock change, record or commission`, async () => {
      const { api, client } = await shop();
      const gown = await api.product({ stock: 1 });
      const item = await api.product({ stock: 2 });
      const seller = await api.employee();
      // The SMS step runs on every new order (the SMS module itself obeys the shop's switch).
      vi.spyOn(orderSteps, step).mockRejectedValue(new Error("injected failure"));
      if (step === "queueSaleSms") vi.spyOn(orderSteps, "writeContracts").mockResolvedValue({ saleRentContractId: 0, orderContractId: 0 });
      const rent = await api.order(client.id, [rentLine(gown.id), rentLine(item.id)], { type: "rent", payment_style: "now_and_later", deposit: "100.00", last_payment_date: "2027-05-01", employee_id: seller.id });
      expect(rent.statusCode).toBe(500);
      const sale = await api.order(client.id, [saleLine(item.id, { piece: 2 })], { employee_id: seller.id });
      expect(sale.statusCode).toBe(500);
      expect((await api.list("/processes")).total).toBe(0);
      expect((await api.list("/leases")).total).toBe(0);
      expect((await api.list("/accountings")).total).toBe(0);
      expect((await api.list(`/employees/${seller.id}/commissions`)).total).toBe(0);
      expect((await api.read(`/services/${item.id}`)).stock).toBe(2);
      expect((await api.list("/contracts")).total).toBe(0);
    });
  }
});

describe("concurrency", () => {
  for (const stock of [1, 3]) {
    it(`100 parallel rents of one product with stock ${stock} over the same days: exactly ${stock} succeed, the rest 409`, async () => {
      const { api, client } = await shop();
      const gown = await api.product({ stock, tax: 0 });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => api.order(client.id, [rentLine(gown.id)], { type: "rent", payment_style: "later", last_payment_date: "2027-05-01" })),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(stock);
      expect(codes.filter((code) => code === 409)).toHaveLength(100 - stock);
      expect((await api.list("/processes")).total).toBe(stock);
      expect((await api.list(`/leases?service_id=${gown.id}`)).total).toBe(stock);
      expect((await api.list("/accountings")).total).toBe(stock);
    }, 240_000);
  }

  it("parallel sales never take stock below 0", async () => {
    const { api, client } = await shop();
    const item = await api.product({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.order(client.id, [saleLine(item.id)])));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15);
    expect((await api.read(`/services/${item.id}`)).stock).toBe(0);
    expect((await api.list("/accountings")).total).toBe(5);
  }, 120_000);
});

describe("tenant isolation", () => {
  it("company B cannot order A's product, client or employee, nor read or edit A's order", async () => {
    const a = await shop();
    const b = await shop();
    const product = await a.api.product({ stock: -1 });
    const employee = await a.api.employee();
    const order = (await a.api.order(a.client.id, [saleLine(product.id)])).json();
    const ownProduct = await b.api.product({ stock: -1 });

    const foreignProduct = await b.api.order(b.client.id, [saleLine(product.id)]);
    expect(foreignProduct.statusCode).toBe(422);
    expect(foreignProduct.json().errors["lines.0.service_id"]).toBeDefined();
    expect((await b.api.order(a.client.id, [saleLine(ownProduct.id)])).statusCode).toBe(422);
    expect((await b.api.order(b.client.id, [saleLine(ownProduct.id)], { employee_id: employee.id })).statusCode).toBe(422);
    expect((await b.api.call("GET", `/processes/${order.id}`)).statusCode).toBe(404);
    expect((await b.api.call("GET", `/get-process-by-id/${order.id}`)).statusCode).toBe(404);
    const edit = await b.api.call("PUT", `/processes/${order.id}`, { client_id: b.client.id, type: "sale", payment_style: "now", payment_type: "cash", lines: [saleLine(ownProduct.id)] });
    expect(edit.statusCode).toBe(404);
    expect((await b.api.call("POST", "/guncelle-processes", { param_id: order.id, client_id: b.client.id, type: "sale", payment_style: "now", payment_type: "cash", services: [{ id: ownProduct.id, price: "1000.00", piece: 1 }] })).statusCode).toBe(404);
    expect((await a.api.read(`/processes/${order.id}`)).client_id).toBe(a.client.id);
  });
});
