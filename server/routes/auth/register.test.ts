import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../../src/domain/permissions";
import { companies, users } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, register, registrationForm, rowCounts } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/register", () => {
  it("creates a trial company and its first user, and the returned token opens /api/user", async () => {
    const before = Date.now();
    const response = await register(t.app, { email: "yeni@example.com" });
    expect(response.statusCode).toBe(201);
    const { access_token } = response.json();
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await currentUser(t.app, access_token);
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user).toMatchObject({ name: "Ayşe Yılmaz", email: "yeni@example.com", phone: "+905321234567", first_user: true });
    expect(body.company.full_name).toBe("Ayşe Gelinlik");
    // The registration number becomes the shop's phone, still unverified.
    expect(body.company).toMatchObject({ phone: "+905321234567", sms_confirmed: false });
    expect(body.roles).toEqual(["user"]);
    const trialDays = (Date.parse(body.company.expiration_date) - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.99);
    expect(trialDays).toBeLessThan(14.01);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, "yeni@example.com"));
    for (const flag of PERMISSION_FLAGS) {
      const expected = flag !== "yearsize_permission" && flag !== "productimage_permission";
      expect(user[flag], flag).toBe(expected);
    }
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, user.company_id));
    expect(company).toMatchObject({ yearsize_permission: false, productimage_permission: false });
  });

  it.each([
    ["short password", { password: "12345", password_confirmation: "12345" }, "password"],
    ["confirmation that differs", { password_confirmation: "baska123" }, "password_confirmation"],
    ["password of six spaces", { password: "      ", password_confirmation: "      " }, "password"],
    ["password among the commonest", { password: "123456", password_confirmation: "123456" }, "password"],
    ["Turkish favourite password", { password: "Fenerbahçe", password_confirmation: "Fenerbahçe" }, "password"],
    ["phone that is not Turkish", { phone: "+49 30 1234567" }, "phone"],
    ["terms not accepted", { accept_terms: false }, "accept_terms"],
    ["missing terms", { accept_terms: undefined }, "accept_terms"],
    ["malformed email", { email: "ayse.example.com" }, "email"],
    ["blank company name", { company_name: "   " }, "company_name"],
    ["unknown field", { is_admin: true }, "is_admin"],
  ])("rejects a %s with 422 on that field and creates nothing", async (_, overrides, field) => {
    const before = await rowCounts(t.database.db);
    const response = await register(t.app, { email: "gecersiz@example.com", ...overrides });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.message).toEqual(expect.any(String));
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it("answers in Turkish by default with the fixed texts", async () => {
    const response = await register(t.app, { email: "turkce@example.com", password_confirmation: "farkli1" });
    expect(response.json().errors.password_confirmation).toEqual(["Şifreler eşleşmiyor."]);
    const common = await register(t.app, { email: "turkce@example.com", password: "qwerty", password_confirmation: "qwerty" });
    expect(common.json().errors.password).toEqual(["Bu şifre çok yaygın, başka bir şifre seçiniz."]);
    const german = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "accept-language": "de" },
      payload: registrationForm({ email: "deutsch@example.com", password: "      ", password_confirmation: "      " }),
    });
    expect(german.json().errors.password).toEqual(["Das Passwort darf nicht nur aus Leerzeichen bestehen."]);
  });

  it("rejects an email already registered in another letter case, on the email field", async () => {
    expect((await register(t.app, { email: "cift@example.com" })).statusCode).toBe(201);
    const before = await rowCounts(t.database.db);
    const response = await register(t.app, { email: "CIFT@Example.COM" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(["Bu e-posta adresi zaten kayıtlı."]);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it("lets only one of two simultaneous registrations with one email through", async () => {
    const before = await rowCounts(t.database.db);
    const responses = await Promise.all([register(t.app, { email: "ayni-anda@example.com" }), register(t.app, { email: "Ayni-Anda@example.com" })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const rejected = responses.find((response) => response.statusCode === 422)!;
    expect(Object.keys(rejected.json().errors)).toEqual(["email"]);
    expect(await rowCounts(t.database.db)).toEqual({ companies: before.companies + 1, users: before.users + 1 });
  });
});
