import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories, Row } from "../data";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { contractWriter, isPublicToken, orderMoney } from ".";

let t: TestApp;
let owner: Actor;
let barcode = 100000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t?.close());

const work = <T>(fn: (repos: Repositories) => Promise<T>) => t.app.unitOfWork({ companyId: owner.companyId, actorId: owner.userId }, fn);

/** A client named like a script, a gown and a rented order of it with a kapora of 500 against a credit of 2000. */
async function rentedOrder(repos: Repositories, style: "now" | "now_and_later" | "later" = "now_and_later"): Promise<{ order: Row; client: Row }> {
  const client = await repos.resource("clients").create({ type: "person", role: "client", full_name: "<script>alert(1)</script>", gsm: "+905321234567", identity_number: "10000000146", address: "Kadıköy" });
  const gown = await repos.resource("services").create({ name: "Prenses Gelinlik", barcode: String(++barcode), price: "5000.00", rent_price: "2000.00", tax: 0, stock: 1 });
  const order = await repos.resource("processes").create({
    client_id: client.id, type: "rent", contract_no: "1001", wedding_date: "2027-01-05", photo_date: "2027-01-04",
    payment_style: style, payment_type: "cash", deposit: style === "now_and_later" ? "500.00" : null, last_payment_date: "2027-01-10", total: "2000.00",
  });
  await repos.resource("process_lines").create({ process_id: order.id, service_id: gown.id, piece: 1, price: "2000.00", discount: "0.00", tax: 0, issue_date: "2027-01-03", delivery_date: "2027-01-07" });
  const base = { process_id: order.id, client_id: client.id, contract_no: "1001", date: "2026-11-24", payment_type: "cash" };
  if (style === "now") await repos.resource("accountings").create({ ...base, kind: "income", type: "income", price: "2000.00" });
  else {
    const credit = await repos.resource("accountings").create({ ...base, kind: "credit", type: "credit", price: "2000.00", first_payment_date: "2026-11-24", last_payment_date: "2027-01-10" });
    if (style === "now_and_later") await repos.resource("accountings").create({ ...base, kind: "payment", type: "income", price: "500.00", credit_id: credit.id });
  }
  return { order, client };
}

describe("contractWriter.writeOrderContracts", () => {
  it("writes the lease contract and the order contract, filled, escaped, with a public token each", async () => {
    const { order, client } = await work((repos) => rentedOrder(repos));
    const ids = await work((repos) => contractWriter.writeOrderContracts(repos, order.id as number));
    const [lease, orderContract] = await work(async (repos) => [await repos.resource("contracts").get(ids.saleRentContractId), await repos.resource("contracts").get(ids.orderContractId)]);
    expect(lease).toMatchObject({ kind: "lease", title: "Kiralama Sözleşmesi", process_id: order.id, client_id: client.id });
    expect(orderContract).toMatchObject({ kind: "order", title: "Sipariş Sözleşmesi", process_id: order.id, client_id: client.id });
    const html = String(lease!.html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Prenses Gelinlik");
    expect(html).toContain("03.01.2027 – 07.01.2027");
    expect(html).toContain("2.000,00");
    expect(html).toContain("Kapora:</strong> 500,00");
    expect(html).toContain("Kalan:</strong> 1.500,00");
    expect(html).toContain("05.01.2027");
    expect(isPublicToken(String(lease!.public_token))).toBe(true);
    expect(lease!.public_token).not.toBe(orderContract!.public_token);
  });

  it("uses the shop's own template, sanitised", async () => {
    await work((repos) => repos.resource("contract_templates").create({ sales: "<p>Satış: {musteri} {toplam}</p>", order: "<p onclick=\"x()\">Sipariş {sozlesme_no}</p><img src=x onerror=alert(1)>" }));
    const { order } = await work((repos) => rentedOrder(repos, "now"));
    await work((repos) => repos.resource("processes").update(order.id as number, { type: "sale" }));
    const ids = await work((repos) => contractWriter.writeOrderContracts(repos, order.id as number));
    const [sale, orderContract] = await work(async (repos) => [await repos.resource("contracts").get(ids.saleRentContractId), await repos.resource("contracts").get(ids.orderContractId)]);
    expect(sale).toMatchObject({ kind: "sales", title: "Satış Sözleşmesi", html: "<p>Satış: &lt;script&gt;alert(1)&lt;/script&gt; 2.000,00\u00a0₺</p>" });
    expect(orderContract!.html).toBe('<p>Sipariş 1001</p><img src="x" />');
  });

  it("replaces the order's contracts on an edit", async () => {
    const { order } = await work((repos) => rentedOrder(repos, "later"));
    const first = await work((repos) => contractWriter.writeOrderContracts(repos, order.id as number));
    const again = await work((repos) => contractWriter.writeOrderContracts(repos, order.id as number));
    const rows = await work(async (repos) => (await repos.resource("contracts").list({ page: 1, perPage: 50, filters: { process_id: order.id } })).rows);
    expect(rows.map((row) => row.id).sort()).toEqual([again.saleRentContractId, again.orderContractId].sort());
    expect(rows.map((row) => row.id)).not.toContain(first.saleRentContractId);
  });
});

describe("orderMoney", () => {
  it("paid now: all paid, nothing left; later: no kapora, the credit's remainder", () => {
    expect(orderMoney({ payment_style: "now" }, [{ kind: "income", price: "2000.00" }], 200000)).toEqual({ toplam: 200000, kapora: 200000, kalan: 0 });
    expect(orderMoney({ payment_style: "later" }, [{ id: 1, kind: "credit", price: "2000.00", remaining: "2000.00" }], 200000)).toEqual({ toplam: 200000, kapora: 0, kalan: 200000 });
    expect(orderMoney({ payment_style: "now_and_later", deposit: "500.00" }, [{ id: 1, kind: "credit", price: "2000.00", remaining: "1500.00" }, { kind: "payment", credit_id: 1, price: "500.00" }], 200000)).toEqual({ toplam: 200000, kapora: 50000, kalan: 150000 });
  });
});

describe("contractWriter.writeContract", () => {
  it("writes a tailor contract from the products sent to the tailor", async () => {
    const { client } = await work((repos) => rentedOrder(repos, "later"));
    const lease = await work(async (repos) => {
      const dress = await repos.resource("services").create({ name: "Abiye", barcode: String(++barcode), price: "100.00", stock: 1 });
      return repos.resource("tailors").create({ service_id: dress.id, client_id: client.id, piece: 1, issue_date: "2027-02-01", delivery_date: "2027-02-03" });
    });
    const contract = await work((repos) => contractWriter.writeContract(repos, { kind: "tailor", clientId: client.id as number, leaseIds: [lease.id as number] }));
    expect(contract).toMatchObject({ kind: "tailor", title: "Terzi Sözleşmesi", client_id: client.id, process_id: null });
    expect(contract.html).toContain("Abiye");
    expect(contract.html).toContain("01.02.2027");
    expect(contract.html).toContain("03.02.2027");
  });
});
