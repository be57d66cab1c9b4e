import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { currentUser, login, register } from "../auth/test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newAccount = async (email: string) => (await register(t.app, { email })).json().access_token as string;
const post = (token: string, url: string, payload: object) => t.app.inject({ method: "POST", url, headers: bearer(token), payload });

describe("POST /api/profile/update-user", () => {
  it("changes the caller's own name, phone and email, stored canonically, and never answers a hash", async () => {
    const token = await newAccount("profil@example.com");
    const response = await post(token, "/api/profile/update-user", { name: " Ayşe Kaya ", phone: "0532 765 43 21", email: "Ayse.Kaya@Example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Kullanıcı bilgileriniz başarıyla güncellendi.");
    expect(response.json().user).toMatchObject({ name: "Ayşe Kaya", phone: "+905327654321", email: "ayse.kaya@example.com", first_user: true });
    expect(response.body).not.toMatch(/password|scrypt/);
    expect((await currentUser(t.app, token)).json().user.email).toBe("ayse.kaya@example.com");
    expect((await login(t.app, "AYSE.KAYA@example.com", "gizli123")).statusCode).toBe(200);
  });

  it("refuses an email another account has, in any letter case, and keeps the caller's own", async () => {
    await newAccount("dolu@example.com");
    const token = await newAccount("benim@example.com");
    const taken = await post(token, "/api/profile/update-user", { name: "Ben", phone: "05321234567", email: "DOLU@example.com" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ["Bu e-posta adresi zaten kayıtlı."] });
    const own = await post(token, "/api/profile/update-user", { name: "Ben", phone: "05321234567", email: "Benim@example.com" });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ["a missing phone", { name: "Ben", email: "x@example.com" }, "phone"],
    ["a blank name", { name: " ", phone: "05321234567", email: "x@example.com" }, "name"],
    ["an unknown field", { name: "Ben", phone: "05321234567", email: "x@example.com", first_user: true }, "first_user"],
  ])("refuses %s with 422", async (_label, payload, field) => {
    const token = await newAccount(`eksik-${field}@example.com`);
    const response = await post(token, "/api/profile/update-user", payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe("POST /api/profile/change-password", () => {
  it("needs the right old password and a confirmed new one of at least 6 characters", async () => {
    const token = await newAccount("sifre-kural@example.com");
    const wrong = await post(token, "/api/profile/change-password", { password_old: "yanlis", password: "yeni123", password_confirmation: "yeni123" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password_old: ["Mevcut şifreniz hatalı."] });
    const mismatch = await post(token, "/api/profile/change-password", { password_old: "gizli123", password: "yeni123", password_confirmation: "yeni124" });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Şifreler eşleşmiyor."] });
    const short = await post(token, "/api/profile/change-password", { password_old: "gizli123", password: "12345", password_confirmation: "12345" });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(["password"]);
    expect((await login(t.app, "sifre-kural@example.com", "gizli123")).statusCode).toBe(200);
  });

  it("refuses a new password of blanks only or one of the commonest, with a clear message", async () => {
    const token = await newAccount("yaygin-sifre@example.com");
    for (const [password, message] of [
      ["      ", "Şifre yalnızca boşluklardan oluşamaz."],
      ["123456", "Bu şifre çok yaygın, başka bir şifre seçiniz."],
      ["Galatasaray", "Bu şifre çok yaygın, başka bir şifre seçiniz."],
    ]) {
      const response = await post(token, "/api/profile/change-password", { password_old: "gizli123", password, password_confirmation: password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [message] });
    }
    expect((await login(t.app, "yaygin-sifre@example.com", "gizli123")).statusCode).toBe(200);
  });

  it("refuses the old password as the new one, and says so only once the old one is proved", async () => {
    const token = await newAccount("ayni-sifre@example.com");
    const same = await post(token, "/api/profile/change-password", { password_old: "gizli123", password: "gizli123", password_confirmation: "gizli123" });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ password: ["Yeni şifre mevcut şifrenizle aynı olamaz."] });
    const guessed = await post(token, "/api/profile/change-password", { password_old: "yanlis1", password: "yanlis1", password_confirmation: "yanlis1" });
    expect(guessed.json().errors).toEqual({ password_old: ["Mevcut şifreniz hatalı."] });
    expect((await login(t.app, "ayni-sifre@example.com", "gizli123")).statusCode).toBe(200);
  });

  it("changes the password, ends the user's other sessions and keeps the current one", async () => {
    const current = await newAccount("sifre@example.com");
    const other = (await login(t.app, "sifre@example.com", "gizli123")).json().access_token as string;
    const response = await post(current, "/api/profile/change-password", { password_old: "gizli123", password: "yeni-sifre", password_confirmation: "yeni-sifre" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Şifreniz başarıyla değiştirildi." });
    expect((await currentUser(t.app, current)).statusCode).toBe(200);
    expect((await currentUser(t.app, other)).statusCode).toBe(401);
    expect((await login(t.app, "sifre@example.com", "gizli123")).statusCode).toBe(422);
    expect((await login(t.app, "sifre@example.com", "yeni-sifre")).statusCode).toBe(200);
  });
});

describe("email checks on the own profile", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("answers 429 once the user has spent the login budget of email checks; another user still may", async () => {
    const account = async (email: string) => (await register(limited.app, { email })).json().access_token as string;
    await account("var-olan@example.com");
    const prober = await account("yoklayan@example.com");
    const probe = (token: string) =>
      limited.app.inject({ method: "POST", url: "/api/profile/update-user", headers: bearer(token), payload: { name: "Ben", phone: "05321234567", email: "var-olan@example.com" } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await probe(prober)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect((await probe(prober)).json().message).toBe("Çok fazla deneme yaptınız, lütfen biraz bekleyip tekrar deneyin.");
    expect((await probe(await account("baska-kullanici@example.com"))).statusCode).toBe(422);
  });
});
