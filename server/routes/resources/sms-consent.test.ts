import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp as createSmsTestApp } from "../../test/app";
import type { TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shop: Actor;
let categoryId: number;
beforeAll(async () => {
  t = await createSmsTestApp();
  shop = await createActor(t.database.db);
  const category = await t.app.inject({ method: "POST", url: "/api/definitions", headers: shop.headers, payload: { name: "Gelinler", type: "client-categories" } });
  expect(category.statusCode, category.body).toBe(201);
  categoryId = category.json().id;
});
afterAll(() => t?.close());

const client = (values: Record<string, unknown> = {}) => ({
  type: "person",
  full_name: "Ayşe Yılmaz",
  category_id: categoryId,
  gsm: "+905321234567",
  identity_number: "10000000146",
  groom_full_name: "Mehmet Yılmaz",
  groom_gsm: "+905331234567",
  groom_identity: "10000000146",
  ...values,
});
const write = async (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: shop.headers, payload });
  expect(response.statusCode, response.body).toBe(method === "POST" ? 201 : 200);
  return response.json() as Record<string, any>;
};

describe("clients' SMS consent (İYS)", () => {
  it("notes the instant when consent is given, keeps it while unchanged, clears it when withdrawn", async () => {
    const before = Date.now();
    const created = await write("POST", "/clients", client({ sms_consent: true }));
    expect(created.sms_consent).toBe(true);
    const givenAt = Date.parse(created.sms_consent_at);
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);

    const renamed = await write("PUT", `/clients/${created.id}`, client({ sms_consent: true, full_name: "Ayşe Kaya" }));
    expect(renamed.sms_consent_at).toBe(created.sms_consent_at);

    const withdrawn = await write("PUT", `/clients/${created.id}`, client({ sms_consent: false }));
    expect([withdrawn.sms_consent, withdrawn.sms_consent_at]).toEqual([false, null]);

    const again = await write("PUT", `/clients/${created.id}`, client({ sms_consent: true }));
    expect(Date.parse(again.sms_consent_at)).toBeGreaterThanOrEqual(givenAt);
  });

  it("notes nothing for a client without consent, and refuses an instant sent by the caller", async () => {
    const created = await write("POST", "/clients", client());
    expect([created.sms_consent, created.sms_consent_at]).toEqual([false, null]);
    const kept = await write("PUT", `/clients/${created.id}`, client({ full_name: "Zeynep Ak" }));
    expect(kept.sms_consent_at).toBeNull();
    const forged = await t.app.inject({ method: "POST", url: "/api/clients", headers: shop.headers, payload: client({ sms_consent: true, sms_consent_at: "2020-01-01T00:00:00.000Z" }) });
    expect(forged.statusCode).toBe(422);
  });
});
