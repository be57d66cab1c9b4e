import { eq } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { PNG_BYTES, uploadImage } from "../uploads/test-helpers";

let t: TestApp;
let dataDir: string;
let owner: Actor;
let staff: Actor;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "profile-test-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await createActor(t.database.db);
  staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const update = (actor: Actor, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/profile/update-company", headers: actor.headers, payload: payload as object });
const storedCompany = async (id = owner.companyId) => (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe("POST /api/profile/update-company", () => {
  it("changes only the fields sent, stores phones canonically and answers the company without secret columns", async () => {
    const before = await storedCompany();
    const response = await update(owner, {
      title: "  Ayşe Gelinlik Evi ",
      phone2: "+90 (533) 765 43 21",
      city: "İstanbul",
      county: "Kadıköy",
      print_sale_price: false,
      auto_sale_sms: true,
    });
    expect(response.statusCode).toBe(200);
    const { message, company } = response.json();
    expect(message).toBe("Firma bilgileri başarıyla güncellendi.");
    expect(company).toMatchObject({ title: "Ayşe Gelinlik Evi", phone2: "+905337654321", city: "İstanbul", print_sale_price: false, auto_sale_sms: true });
    expect(company.full_name).toBe(before.full_name);
    expect(Object.keys(company).filter((key) => /activation|password/.test(key))).toEqual([]);
    const me = (await t.app.inject({ method: "GET", url: "/api/user", headers: owner.headers })).json();
    expect(me.company).toMatchObject({ title: "Ayşe Gelinlik Evi", phone2: "+905337654321", auto_sale_sms: true });
  });

  it("stores a cleared optional text as no value and lets phone2 be removed", async () => {
    const response = await update(owner, { website: "  ", instagram: "", phone2: null });
    expect(response.json().company).toMatchObject({ website: null, instagram: null, phone2: null });
  });

  it("takes an http(s) website, stored with its scheme, and a five-digit postal code; refuses others on their fields", async () => {
    const saved = await update(owner, { website: "www.prenses.com.tr", postal_code: " 34710 " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toMatchObject({ website: "https://www.prenses.com.tr", postal_code: "34710" });
    const refused = await update(owner, { website: "prenses", postal_code: "3471" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      website: ["Geçerli bir web adresi giriniz (örneğin https://magazam.com.tr)."],
      postal_code: ["Geçerli bir posta kodu giriniz (5 rakam)."],
    });
    const german = await t.app.inject({
      method: "POST",
      url: "/api/profile/update-company",
      headers: { ...owner.headers, "accept-language": "de" },
      payload: { website: "ftp://prenses.de" },
    });
    expect(german.json().errors).toEqual({ website: ["Bitte geben Sie eine gültige Webadresse ein (z. B. https://meinladen.de)."] });
    expect(await storedCompany()).toMatchObject({ website: "https://www.prenses.com.tr", postal_code: "34710" });
  });

  it("takes a landline as the second phone, stored canonically; refuses what is no Turkish number", async () => {
    const saved = await update(owner, { phone2: "0212 123 45 67" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company.phone2).toBe("+902121234567");
    const refused = await update(owner, { phone2: "0112 123 45 67" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ phone2: ["Geçerli bir telefon numarası giriniz (sabit hat veya cep)."] });
    // The first phone receives the activation codes: it stays a mobile.
    expect((await update(owner, { phone: "0212 123 45 67" })).statusCode).toBe(422);
  });

  it("answers 403 to a user who is not the first user", async () => {
    const response = await update(staff, { title: "Başka" });
    expect(response.statusCode).toBe(403);
    expect((await storedCompany()).title).not.toBe("Başka");
  });

  it.each([
    ["an empty body", {}, "_"],
    ["an unknown field", { expiration_date: "2099-01-01T00:00:00.000Z" }, "expiration_date"],
    ["an operator toggle", { yearsize_permission: true }, "yearsize_permission"],
    ["the activation columns", { sms_confirmed: true }, "sms_confirmed"],
    ["a non-Turkish phone", { phone: "+49 30 1234567" }, "phone"],
    ["a flag sent as text", { print_company_logo: "1" }, "print_company_logo"],
    ["a blank authorised person", { full_name: "   " }, "full_name"],
  ])("refuses %s with 422 on that field", async (_label, payload, field) => {
    const response = await update(owner, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it("sets sms_confirmed back to false only when the phone really changes", async () => {
    await t.database.db
      .update(companies)
      .set({ phone: "+905321234567", sms_confirmed: true, activation_code_hash: "x".repeat(64) })
      .where(eq(companies.id, owner.companyId));
    const same = await update(owner, { phone: "+90 (532) 123 45 67" });
    expect(same.json().company).toMatchObject({ phone: "+905321234567", sms_confirmed: true });

    const changed = await update(owner, { phone: "0544 111 22 33" });
    expect(changed.json().company).toMatchObject({ phone: "+905441112233", sms_confirmed: false });
    // A code sent to the old number must not confirm the new one.
    expect((await storedCompany()).activation_code_hash).toBeNull();
  });

  it("takes IANA time zones in their canonical spelling and refuses anything else", async () => {
    expect((await update(owner, { time_zone: "Europe/Berlin" })).json().company.time_zone).toBe("Europe/Berlin");
    expect((await update(owner, { time_zone: "europe/istanbul" })).json().company.time_zone).toBe("Europe/Istanbul");
    for (const zone of ["Mars/Olympus", "+03:00", "Europe/../Berlin", "GMT+3 "]) {
      const response = await update(owner, { time_zone: zone });
      expect(response.statusCode, zone).toBe(422);
      expect(response.json().errors.time_zone).toEqual(["Geçerli bir saat dilimi seçiniz."]);
    }
    expect((await storedCompany()).time_zone).toBe("Europe/Istanbul");
  });

  it("takes as logo only a file this company uploaded, or none", async () => {
    const own = (await uploadImage(t.app, owner.headers, "logo.png", PNG_BYTES)).json().file_url;
    const other = await createActor(t.database.db);
    const foreign = (await uploadImage(t.app, other.headers, "logo.png", PNG_BYTES)).json().file_url;

    expect((await update(owner, { logo_url: own })).json().company.logo_url).toBe(own);
    for (const url of [foreign, "https://evil.example/logo.png", "/uploads/../db/x.png", `/uploads/${"0".repeat(32)}.png`]) {
      const response = await update(owner, { logo_url: url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.logo_url).toEqual(["Logo olarak yalnızca firmanız için yüklenen bir resim seçilebilir."]);
    }
    expect((await storedCompany()).logo_url).toBe(own);
    expect((await update(owner, { logo_url: null })).json().company.logo_url).toBeNull();
  });

  it("accepts the logo already stored when the whole form is sent back unchanged", async () => {
    await t.database.db.update(companies).set({ logo_url: "/images/logo.png" }).where(eq(companies.id, owner.companyId));
    const response = await update(owner, { logo_url: "/images/logo.png", title: "Aynı Logo" });
    expect(response.statusCode).toBe(200);
    expect(response.json().company.logo_url).toBe("/images/logo.png");
  });

  it("answers in the caller's language", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/profile/update-company",
      headers: { ...owner.headers, "accept-language": "ku" },
      payload: { instagram: "ayse.gelinlik" },
    });
    expect(response.json().message).toBe("Agahiyên fîrmayê bi serkeftî hatin nûkirin.");
  });
});
