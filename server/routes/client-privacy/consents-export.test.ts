import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";

let t: TestApp;
let shop: Actor;
let staff: Actor;
let lacking: Actor;
let other: Actor;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  staff = await createActor(t.database.db, { firstUser: false, companyId: shop.companyId });
  lacking = await createActor(t.database.db, { firstUser: false, companyId: shop.companyId, permissions: { client_permission: false } });
  other = await createActor(t.database.db);
  const category = await call(shop, "POST", "/definitions", { name: "Gelinler", type: "client-categories" });
  categoryId = category.json().id;
});
afterAll(() => t?.close());

const call = (actor: Actor, method: "GET" | "POST" | "PUT", url: string, payload?: object, language = "tr") =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });

const clientBody = (values: Record<string, unknown> = {}) => ({
  type: "person", full_name: "Elif Demirtaş", category_id: categoryId, gsm: "+905321112233", identity_number: "10000000146",
  groom_full_name: "Can Demirtaş", groom_gsm: "+905331112233", groom_identity: "10000000146", ...values,
});

async function newClient(values: Record<string, unknown> = {}) {
  const created = await call(shop, "POST", "/clients", clientBody(values));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Record<string, any>;
}

const consents = async (id: number) => (await call(shop, "GET", `/clients/${id}/consents?perPage=100`)).json().data as Record<string, any>[];

describe("consents (KVKK, İYS)", () => {
  it("records who took a consent, when and through which channel; nobody sends recorded_by", async () => {
    const client = await newClient();
    const before = Date.now();
    const made = await call(staff, "POST", `/clients/${client.id}/consents`, { purpose: "processing", granted: true, channel: "written", note: "Form imzalandı" });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ client_id: client.id, purpose: "processing", granted: true, channel: "written", recorded_by: staff.userId });
    expect(Date.parse(made.json().created_at)).toBeGreaterThanOrEqual(before - 1000);
    const forged = await call(staff, "POST", `/clients/${client.id}/consents`, { purpose: "processing", granted: true, channel: "written", recorded_by: shop.userId });
    expect(forged.statusCode).toBe(422);
    // 'By SMS code' without a checked code would be a false record: only the code's own route records it (consent-code.test.ts).
    const unverified = await call(staff, "POST", `/clients/${client.id}/consents`, { purpose: "campaign", granted: true, channel: "sms_code" });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().errors.channel).toEqual(["SMS koduyla rıza, kod doğrulanmadan kaydedilemez; başka bir yol seçin."]);
    // A log: no change, no delete.
    expect((await call(shop, "PUT", `/client_consents/${made.json().id}`, { purpose: "processing", granted: false, channel: "written" })).statusCode).toBe(404);
  });

  it("a campaign consent sets the client's İYS consent and its instant; a withdrawal clears them", async () => {
    const client = await newClient();
    expect(client.sms_consent).toBe(false);
    await call(shop, "POST", `/clients/${client.id}/consents`, { purpose: "campaign", granted: true, channel: "phone" });
    const given = (await call(shop, "GET", `/clients/${client.id}`)).json();
    expect(given.sms_consent).toBe(true);
    expect(given.sms_consent_at).toEqual(expect.any(String));
    await call(shop, "POST", `/clients/${client.id}/consents`, { purpose: "campaign", granted: false, channel: "phone" });
    expect((await call(shop, "GET", `/clients/${client.id}`)).json()).toMatchObject({ sms_consent: false, sms_consent_at: null });
  });

  it("the client form's İYS switch writes a campaign row taken in person, only when it changes", async () => {
    const client = await newClient({ sms_consent: true });
    expect((await consents(client.id)).map((row) => [row.purpose, row.granted, row.channel, row.recorded_by])).toEqual([["campaign", true, "in_person", shop.userId]]);
    await call(shop, "PUT", `/clients/${client.id}`, clientBody({ sms_consent: true, full_name: "Elif Kaya" }));
    expect(await consents(client.id)).toHaveLength(1);
    await call(shop, "PUT", `/clients/${client.id}`, clientBody({ sms_consent: false }));
    const rows = await consents(client.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ purpose: "campaign", granted: false, channel: "in_person" });
  });

  it("keeps consents to the caller's company", async () => {
    const client = await newClient();
    expect((await call(other, "POST", `/clients/${client.id}/consents`, { purpose: "processing", granted: true, channel: "in_person" })).statusCode).toBe(404);
    expect(await consents(client.id)).toHaveLength(0);
  });
});

describe("export", () => {
  it("answers everything the shop holds on her as a JSON download, for her only", async () => {
    const client = await newClient({ accounts: [{ account_name: "Elif", bank_name: "Ziraat", branch_name: "Merkez", branch_code: "1", account_number: "123456", currency: "TL", iban: "TR330006100519786457841326" }] });
    const someoneElse = await newClient({ full_name: "Zeynep Ak", gsm: "+905441112233" });
    await call(shop, "POST", `/clients/${client.id}/consents`, { purpose: "processing", granted: true, channel: "written" });
    await call(shop, "POST", `/clients/${someoneElse.id}/consents`, { purpose: "processing", granted: true, channel: "phone" });
    const response = await call(shop, "GET", `/clients/${client.id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="musteri-${client.id}-kvkk.json"`);
    const data = response.json();
    expect(data.client).toMatchObject({ id: client.id, full_name: "Elif Demirtaş", identity_number: "10000000146", accounts: [expect.objectContaining({ iban: "TR330006100519786457841326" })] });
    expect(data.consents).toEqual([expect.objectContaining({ client_id: client.id, channel: "written" })]);
    for (const part of ["orders", "leases", "tailors", "dry", "accountings", "contracts", "dimensions", "appointments", "coiffeur_appointments", "sms_messages", "photos", "products", "links"]) expect(data[part], part).toEqual([]);
    expect(response.body).not.toContain("Zeynep Ak");
    expect(response.body).not.toContain("company_id");
  });

  it("answers a readable A4 PDF in the caller's language", async () => {
    const client = await newClient();
    await call(shop, "POST", `/clients/${client.id}/consents`, { purpose: "campaign", granted: true, channel: "phone" });
    const tr = await call(shop, "GET", `/clients/${client.id}/export?format=pdf`);
    expect(tr.headers["content-type"]).toBe("application/pdf");
    const trText = await pdfText(tr.rawPayload);
    expect(trText).toContain("Kişisel Veri Dökümü");
    expect(trText).toContain("Elif Demirtaş");
    expect(trText).toContain("Kampanya mesajları");
    const de = await pdfText((await call(shop, "GET", `/clients/${client.id}/export?format=pdf`, undefined, "de")).rawPayload);
    expect(de).toContain("Auskunft über personenbezogene Daten");
    expect(de).toContain("Anprobetermine");
  });

  it("is a 404 for another company's client and a 403 without client_permission", async () => {
    const client = await newClient();
    expect((await call(other, "GET", `/clients/${client.id}/export`)).statusCode).toBe(404);
    expect((await call(other, "GET", `/clients/${client.id}/export?format=pdf`)).statusCode).toBe(404);
    expect((await call(lacking, "GET", `/clients/${client.id}/export`)).statusCode).toBe(403);
  });
});
