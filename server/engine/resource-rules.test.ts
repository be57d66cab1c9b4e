import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../src/schemas/clients.schema";
import { suppliers } from "../../src/schemas/suppliers.schema";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, sampleBody, type Actor } from "../test/fixtures";

/** The schema keywords the registered resources lean on: x-ref-filter, counters, computed figures. */
describe("resource rules of clients and suppliers", () => {
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createActor(t.database.db);
  });
  afterAll(() => t.close());

  const definition = async (type: string) => {
    const response = await t.app.inject({ method: "POST", url: "/api/definitions", headers: owner.headers, payload: { name: `Tanım ${type}`, type } });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };

  it("accepts a client category only when it is a client-categories definition", async () => {
    const expenseCategory = await definition("expense-categories");
    const refused = await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: sampleBody(clients, 1, { category_id: expenseCategory }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.category_id).toBeDefined();

    const clientCategory = await definition("client-categories");
    const created = await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: sampleBody(clients, 1, { category_id: clientCategory }) });
    expect(created.statusCode).toBe(201);
  });

  it("answers counters and zero figures until accounting records exist", async () => {
    await t.app.inject({ method: "POST", url: "/api/suppliers", headers: owner.headers, payload: { ...sampleBody(suppliers, 1), type: "business" } });
    const list = await t.app.inject({ method: "GET", url: "/api/suppliers", headers: owner.headers });
    expect(list.json().counters).toEqual({ total: 1, person: 0, business: 1, total_debts: "0.00", total_credits: "0.00", balance: "0.00" });
    expect(list.json().data[0]).toMatchObject({ total_debts: "0.00", total_credits: "0.00", balance: "0.00" });
  });

  it("leaves the supplier cards out for a user without homepage permission", async () => {
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { homepage_permission: false } });
    const list = await t.app.inject({ method: "GET", url: "/api/suppliers", headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().counters).toBeUndefined();
    expect(list.json().total).toBe(1);
  });

  it("stores a wrong IBAN in a bank account nowhere and names the row", async () => {
    const category = await definition("client-categories");
    const body = sampleBody(clients, 3, { category_id: category });
    const account = { account_name: "Ana", bank_name: "Ziraat", branch_name: "Merkez", branch_code: "001", account_number: "123", currency: "TL" };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: owner.headers,
      payload: { ...body, accounts: [{ ...account, iban: "TR330006100519786457841326" }, { ...account, iban: "TR330006100519786457841327" }] },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain("accounts.1.iban");
  });

  it("refuses to delete a row that another row still refers to, and deletes it once free", async () => {
    const category = await definition("client-categories");
    const body = sampleBody(clients, 4, { category_id: category });
    const client = (await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: body })).json();
    const refused = await t.app.inject({ method: "DELETE", url: `/api/definitions/${category}`, headers: owner.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Bu kayıt başka kayıtlarda kullanıldığı için değiştirilemez veya silinemez.");
    expect((await t.app.inject({ method: "DELETE", url: `/api/clients/${client.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/definitions/${category}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it("keeps a product category while it has sub-categories", async () => {
    const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/categories", headers: owner.headers, payload });
    const parent = (await create({ name: "Abiye", type: "product-categories" })).json();
    await create({ name: "Uzun Abiye", type: "product-alt-categories", parent_id: parent.id });
    expect((await t.app.inject({ method: "DELETE", url: `/api/categories/${parent.id}`, headers: owner.headers })).statusCode).toBe(409);
  });

  it("does not take spaces for a conditional required: a business needs a real tax office, a person a real groom", async () => {
    const category = await definition("client-categories");
    const base = sampleBody(clients, 5, { category_id: category });
    const business = await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: { ...base, type: "business", tax_office: "   " } });
    expect(business.statusCode).toBe(422);
    expect(Object.keys(business.json().errors)).toEqual(["tax_office"]);
    const person = await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload: { ...base, type: "person", groom_full_name: "" } });
    expect(person.statusCode).toBe(422);
    expect(Object.keys(person.json().errors)).toEqual(["groom_full_name"]);
  });
});
