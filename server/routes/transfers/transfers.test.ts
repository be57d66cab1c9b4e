import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies, uploads } from "../../db/core";
import { leases } from "../../../src/schemas/leases.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { createRow } from "../../suites/helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let owner: Actor;
let branch: Actor;
let outsider: Actor;
let otherGroupOwner: Actor;
let barcodeSeq = 0;

const inject = (actor: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, headers: actor.headers, payload });

async function createProduct(actor: Actor, extra: Record<string, unknown> = {}): Promise<{ id: number; barcode: string }> {
  const barcode = `TR-${++barcodeSeq}`;
  const response = await inject(actor, "POST", "/api/services", { name: `Gelinlik ${barcodeSeq}`, barcode, price: "1000.00", tax: 18, stock: 1, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id, barcode };
}

const send = (actor: Actor, service: number, companyId: number) => inject(actor, "POST", "/api/sendService", { service, type: "send", company_id: companyId });
const takeBack = (actor: Actor, service: number) => inject(actor, "POST", "/api/sendService", { service, type: "get" });
const listTotal = async (actor: Actor) => (await inject(actor, "GET", "/api/services")).json().total as number;
const inGroup = (actor: Actor, group: number) => t.database.db.update(companies).set({ group_id: group }).where(eq(companies.id, actor.companyId));

beforeAll(async () => {
  t = await createTestApp();
  [owner, branch, outsider, otherGroupOwner] = await Promise.all([1, 2, 3, 4].map(() => createActor(t.database.db)));
  await inGroup(owner, 501);
  await inGroup(branch, 501);
  await inGroup(otherGroupOwner, 502);
});
afterAll(() => t.close());

describe("GET /api/branches", () => {
  it("names the other companies of the caller's group, none of another group", async () => {
    const response = await inject(owner, "GET", "/api/branches");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: number }) => row.id)).toEqual([branch.companyId]);
    expect((await inject(outsider, "GET", "/api/branches")).json().data).toEqual([]);
  });
});

describe("POST /api/sendService", () => {
  it("sends a product to a branch and takes it back; both companies' lists and counts follow at once", async () => {
    const category = (await inject(owner, "POST", "/api/categories", { name: "Gelinlik", type: "product-categories" })).json().id;
    const product = await createProduct(owner, { category_id: category });
    const [ownerBefore, branchBefore] = [await listTotal(owner), await listTotal(branch)];

    const sent = await send(owner, product.id, branch.companyId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ id: product.id, holder: branch.companyId, owner: owner.companyId });
    expect([await listTotal(owner), await listTotal(branch)]).toEqual([ownerBefore - 1, branchBefore + 1]);
    const held = (await inject(branch, "GET", `/api/services/${product.id}`)).json();
    expect(held.barcode).toBe(product.barcode);
    // The branch holds it under its own category of the same name (references stay inside one company).
    const heldCategory = (await inject(branch, "GET", `/api/categories/${held.category_id}`)).json();
    expect(heldCategory.name).toBe("Gelinlik");
    const atBranches = (await inject(owner, "GET", "/api/services/at-branches")).json();
    expect(atBranches.data).toEqual([expect.objectContaining({ id: product.id, holder_id: branch.companyId, name: expect.any(String) })]);
    expect(atBranches.total).toBe(1);
    // Only its owner lists it as held at a branch: neither the holder nor another shop.
    expect((await inject(branch, "GET", "/api/services/at-branches")).json().total).toBe(0);
    expect((await inject(outsider, "GET", "/api/services/at-branches")).json().total).toBe(0);

    const back = await takeBack(owner, product.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ id: product.id, holder: owner.companyId, owner: null });
    expect([await listTotal(owner), await listTotal(branch)]).toEqual([ownerBefore, branchBefore]);
    expect((await inject(owner, "GET", `/api/services/${product.id}`)).json().category_id).toBe(category);
    expect((await inject(owner, "GET", "/api/services/at-branches")).json().total).toBe(0);
  });

  it("writes the move into both companies' audit", async () => {
    const product = await createProduct(owner);
    expect((await send(owner, product.id, branch.companyId)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, product.id));
    const sends = entries.filter((entry) => entry.action === "services.send").map((entry) => entry.company_id);
    expect(sends.sort()).toEqual([owner.companyId, branch.companyId].sort());
  });

  it("refuses a company outside the group and changes nothing", async () => {
    const product = await createProduct(owner);
    for (const target of [outsider.companyId, otherGroupOwner.companyId, owner.companyId]) {
      const response = await send(owner, product.id, target);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.company_id).toEqual(["Ürün yalnızca aynı gruptaki bir şubeye gönderilebilir."]);
    }
    expect((await inject(owner, "GET", `/api/services/${product.id}`)).json().old_company_id ?? null).toBeNull();
  });

  it("refuses another company's product (another group's too) as not found", async () => {
    const foreign = await createProduct(otherGroupOwner);
    expect((await send(owner, foreign.id, branch.companyId)).statusCode).toBe(404);
    expect((await takeBack(owner, foreign.id)).statusCode).toBe(404);
    const branchOwn = await createProduct(branch);
    // A branch's own product is not the owner's to take back.
    expect((await takeBack(owner, branchOwn.id)).statusCode).toBe(404);
  });

  it("refuses a product in the bin and one already held from elsewhere", async () => {
    const binned = await createProduct(owner);
    expect((await inject(owner, "DELETE", `/api/services/${binned.id}`)).statusCode).toBe(200);
    expect((await send(owner, binned.id, branch.companyId)).statusCode).toBe(404);

    const product = await createProduct(owner);
    expect((await send(owner, product.id, branch.companyId)).statusCode).toBe(200);
    // The branch holds it now, but may not pass it on: only its owner moves it.
    const onward = await send(branch, product.id, owner.companyId);
    expect(onward.statusCode, onward.body).toBe(409);
    expect(onward.json().message).toBe("Bu ürün zaten başka bir şubede; önce sahibi geri almalı.");
  });

  it("refuses a move onto a barcode the branch already has", async () => {
    const product = await createProduct(owner);
    await createProduct(branch, { barcode: product.barcode });
    const response = await send(owner, product.id, branch.companyId);
    expect(response.statusCode, response.body).toBe(409);
    expect((await inject(owner, "GET", `/api/services/${product.id}`)).statusCode).toBe(200);
  });

  it("refuses a product with leases: a lease's history stays in the shop that wrote it", async () => {
    const product = await createProduct(owner);
    // A lease with every field it needs (its client too), made as the suites make rows.
    await createRow(t.app, owner, leases as unknown as ResourceSchema, 1, undefined, { service_id: product.id });
    const response = await send(owner, product.id, branch.companyId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe("Kiralaması olan bir ürün başka bir şubeye taşınamaz.");
  });

  it("moves the product's pictures with it: the holder may save it with them, then the owner again", async () => {
    const key = `${"ab".repeat(16)}.jpg`;
    await t.database.db.insert(uploads).values({ company_id: owner.companyId, storage_key: key, content_type: "image/jpeg", size_bytes: 10 });
    const product = await createProduct(owner, { images: [`/uploads/${key}`] });
    expect((await send(owner, product.id, branch.companyId)).statusCode).toBe(200);
    const byHolder = await inject(branch, "PUT", `/api/services/${product.id}`, { name: "Şubede Düzenlendi", price: "1000.00", tax: 18, images: [`/uploads/${key}`] });
    expect(byHolder.statusCode, byHolder.body).toBe(200);
    expect((await takeBack(owner, product.id)).statusCode).toBe(200);
    const byOwner = await inject(owner, "PUT", `/api/services/${product.id}`, { name: "Geri Geldi", price: "1000.00", tax: 18, images: [`/uploads/${key}`] });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });

  it("needs the branch when sending", async () => {
    const product = await createProduct(owner);
    expect((await inject(owner, "POST", "/api/sendService", { service: product.id, type: "send" })).statusCode).toBe(422);
  });
});

describe("PUT /api/company-group/:id", () => {
  it("lets an operator put a dealer into a group, whose companies then are its branches", async () => {
    const operator = await createActor(t.database.db, { roles: ["superadmin"] });
    const newcomer = await createActor(t.database.db);
    const response = await inject(operator, "PUT", `/api/company-group/${newcomer.companyId}`, { group_id: 501 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await inject(newcomer, "GET", "/api/branches")).json().data.map((row: { id: number }) => row.id).sort()).toEqual([owner.companyId, branch.companyId].sort());
    expect((await inject(operator, "PUT", `/api/company-group/${newcomer.companyId}`, { group_id: null })).statusCode).toBe(200);
    expect((await inject(newcomer, "GET", "/api/branches")).json().data).toEqual([]);
    expect((await inject(operator, "PUT", "/api/company-group/999999", { group_id: 5 })).statusCode).toBe(404);
  });

  it("refuses a shop's user, who may not join another shop's group", async () => {
    const response = await inject(outsider, "PUT", `/api/company-group/${outsider.companyId}`, { group_id: 501 });
    expect(response.statusCode).toBe(403);
    expect((await inject(outsider, "GET", "/api/branches")).json().data).toEqual([]);
  });
});
