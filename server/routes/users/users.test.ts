import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../../src/domain/permissions";
import { companies, users } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { currentUser, login } from "../auth/test-helpers";

let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t.close());

let serial = 0;
const userForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Şule Demir",
  email: `personel${++serial}@example.com`,
  phone: "+90 (544) 111 22 33",
  password: "parola1",
  password_confirmation: "parola1",
  ...overrides,
});
const call = (actor: Actor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
const createUser = async (actor: Actor, overrides: Record<string, unknown> = {}) => {
  const response = await call(actor, "POST", "/api/users", userForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; email: string } & Record<string, unknown>;
};

describe("POST /api/users", () => {
  it("adds a user to the caller's company with the flags given, canonical email and phone, and no hash in the answer", async () => {
    const response = await call(owner, "POST", "/api/users", userForm({ email: "Sule@Example.COM", client_permission: true, sms_permission: true }));
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ name: "Şule Demir", email: "sule@example.com", phone: "+905441112233", first_user: false, client_permission: true, sms_permission: true });
    expect(Object.keys(user).sort()).toEqual(["_can", "created_at", "email", "first_user", "id", "name", "phone", "version", ...PERMISSION_FLAGS].sort());
    expect(user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const flag of PERMISSION_FLAGS) expect(user[flag], flag).toBe(flag === "client_permission" || flag === "sms_permission");
    expect(response.body).not.toMatch(/password|scrypt/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.company_id).toBe(owner.companyId);
    expect(row.roles).toEqual(["user"]);

    const token = (await login(t.app, "SULE@example.com", "parola1")).json().access_token;
    expect((await currentUser(t.app, token)).json().user).toMatchObject({ first_user: false, client_permission: true, homepage_permission: false });
  });

  it.each([
    ["no name", { name: undefined }, "name"],
    ["a blank name", { name: "  " }, "name"],
    ["no phone", { phone: undefined }, "phone"],
    ["a non-Turkish phone", { phone: "+49 30 123456" }, "phone"],
    ["no email", { email: undefined }, "email"],
    ["a malformed email", { email: "sule.example.com" }, "email"],
    ["a password under 6 characters", { password: "12345", password_confirmation: "12345" }, "password"],
    ["a confirmation that differs", { password_confirmation: "parola2" }, "password_confirmation"],
    ["a password of six spaces", { password: "      ", password_confirmation: "      " }, "password"],
    ["one of the commonest passwords", { password: "123456", password_confirmation: "123456" }, "password"],
    ["a role", { roles: ["admin"] }, "roles"],
    ["first_user", { first_user: true }, "first_user"],
  ])("refuses %s with 422 on that field", async (_label, overrides, field) => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await call(owner, "POST", "/api/users", userForm(overrides));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it("refuses an email any account already has, in any letter case", async () => {
    const existing = await createUser(owner);
    const response = await call(owner, "POST", "/api/users", userForm({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["Bu e-posta adresi zaten kayıtlı."] });
  });

  it("grants year/size and product image flags only when the company itself has them", async () => {
    const refused = await call(owner, "POST", "/api/users", userForm({ yearsize_permission: true, productimage_permission: true }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      yearsize_permission: ["Bu yetki firmanız için açık değil."],
      productimage_permission: ["Bu yetki firmanız için açık değil."],
    });
    const shop = await createActor(t.database.db);
    await t.database.db.update(companies).set({ yearsize_permission: true }).where(eq(companies.id, shop.companyId));
    expect((await createUser(shop, { yearsize_permission: true })).yearsize_permission).toBe(true);
  });
});

describe("GET /api/users", () => {
  it("pages through the company's users only, 15 per page by default", async () => {
    const shop = await createActor(t.database.db);
    for (let i = 0; i < 3; i++) await createUser(shop);
    const all = (await call(shop, "GET", "/api/users")).json();
    expect(all).toMatchObject({ current_page: 1, per_page: 15, total: 4, last_page: 1 });
    expect(all.data.map((user: { id: number }) => user.id)).toContain(shop.userId);
    const page = (await call(shop, "GET", "/api/users?page=2&perPage=3")).json();
    expect(page).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(page.data).toHaveLength(1);
    expect(JSON.stringify(all)).not.toMatch(/password|scrypt/);
  });

  it("finds users by name ignoring Turkish letters and case, by email, and by phone digits as typed", async () => {
    const shop = await createActor(t.database.db);
    const gul = await createUser(shop, { name: "Gülşen Işık", email: "gulsen@example.com", phone: "0532 987 65 43" });
    await createUser(shop, { name: "Mehmet Can", email: "mehmet@example.com", phone: "0555 444 33 22" });
    for (const keyword of ["GULSEN", "ışık", "isik", "gulsen@", "0532 987", "98765"]) {
      const found = (await call(shop, "GET", `/api/users?keyword=${encodeURIComponent(keyword)}`)).json();
      expect(found.data.map((user: { id: number }) => user.id), keyword).toEqual([gul.id]);
    }
    expect((await call(shop, "GET", "/api/users?keyword=%25")).json().total).toBe(0);
  });
});

describe("PUT /api/users/:id", () => {
  it("changes name, email, phone and the flags sent; flags left out keep their value", async () => {
    const user = await createUser(owner, { client_permission: true, offer_permission: true });
    const response = await call(owner, "PUT", `/api/users/${user.id}`, { name: "Yeni Ad", email: "Yeni.Ad@example.com", phone: "05051234567", offer_permission: false, safe_permission: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Yeni Ad", email: "yeni.ad@example.com", phone: "+905051234567", client_permission: true, offer_permission: false, safe_permission: true });
  });

  it("refuses another account's email and company-level flags the company lacks", async () => {
    const user = await createUser(owner);
    const other = await createUser(owner);
    const taken = await call(owner, "PUT", `/api/users/${user.id}`, { name: "X", email: other.email, phone: "05051234567" });
    expect(taken.json().errors).toEqual({ email: ["Bu e-posta adresi zaten kayıtlı."] });
    const flag = await call(owner, "PUT", `/api/users/${user.id}`, { name: "X", email: user.email, phone: "05051234567", productimage_permission: true });
    expect(Object.keys(flag.json().errors)).toEqual(["productimage_permission"]);
  });

  it("keeps the first user's flags, which follow the company", async () => {
    const self = (await call(owner, "GET", `/api/users/${owner.userId}`)).json();
    const changed = await call(owner, "PUT", `/api/users/${owner.userId}`, { name: "Sahip", email: self.email, phone: "05321234567", client_permission: false });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.client_permission).toEqual(["Firmanın ilk kullanıcısının yetkileri değiştirilemez."]);
    const same = await call(owner, "PUT", `/api/users/${owner.userId}`, { name: "Sahip", email: self.email, phone: "05321234567", client_permission: true });
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe("Sahip");
  });
});

describe("PUT /api/users/change-password/:id", () => {
  it("sets the user's password and ends that user's sessions", async () => {
    const user = await createUser(owner);
    const token = (await login(t.app, user.email, "parola1")).json().access_token;
    const mismatch = await call(owner, "PUT", `/api/users/change-password/${user.id}`, { password: "yeni-parola", password_confirmation: "baska" });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Şifreler eşleşmiyor."] });
    const response = await call(owner, "PUT", `/api/users/change-password/${user.id}`, { password: "yeni-parola", password_confirmation: "yeni-parola" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Kullanıcının şifresi değiştirildi." });
    expect((await currentUser(t.app, token)).statusCode).toBe(401);
    expect((await login(t.app, user.email, "yeni-parola")).statusCode).toBe(200);
  });

  it("refuses blanks and the commonest passwords with a clear message, and the old password keeps working", async () => {
    const user = await createUser(owner);
    for (const password of ["      ", "galatasaray", "Fenerbahçe", "sifre123"]) {
      const response = await call(owner, "PUT", `/api/users/change-password/${user.id}`, { password, password_confirmation: password });
      expect(response.statusCode, password).toBe(422);
      expect(Object.keys(response.json().errors), password).toEqual(["password"]);
    }
    const common = await call(owner, "PUT", `/api/users/change-password/${user.id}`, { password: "qwerty", password_confirmation: "qwerty" });
    expect(common.json().errors.password).toEqual(["Bu şifre çok yaygın, başka bir şifre seçiniz."]);
    expect((await login(t.app, user.email, "parola1")).statusCode).toBe(200);
  });

  it("does not set the caller's own password without the old one (a stolen token is not enough)", async () => {
    const response = await call(owner, "PUT", `/api/users/change-password/${owner.userId}`, { password: "kendi-parolam", password_confirmation: "kendi-parolam" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(["Kendi şifrenizi Şifre Değiştir sekmesinden, eski şifrenizle değiştirebilirsiniz."]);
    expect((await currentUser(t.app, owner.token)).statusCode).toBe(200);
  });
});

describe("DELETE /api/users/:id", () => {
  it("deletes a staff user, whose token stops working at once", async () => {
    const user = await createUser(owner);
    const token = (await login(t.app, user.email, "parola1")).json().access_token;
    const response = await call(owner, "DELETE", `/api/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Kullanıcı silindi." });
    expect((await currentUser(t.app, token)).statusCode).toBe(401);
    expect((await call(owner, "GET", `/api/users/${user.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete the caller themselves, and the company's first user", async () => {
    const self = await call(owner, "DELETE", `/api/users/${owner.userId}`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: "Kendi hesabınızı silemezsiniz.", errors: {} });
    const coOwner = await createActor(t.database.db, { companyId: owner.companyId });
    const first = await call(coOwner, "DELETE", `/api/users/${owner.userId}`);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ message: "Firmanın ilk kullanıcısı silinemez.", errors: {} });
    expect((await call(owner, "GET", `/api/users/${owner.userId}`)).statusCode).toBe(200);
  });
});

describe("DELETE /api/users/:id, many at once", () => {
  it("answers 200 to exactly one of many parallel deletes of one user, 404 to the rest", async () => {
    const user = await createUser(owner);
    const responses = await Promise.all(Array.from({ length: 100 }, () => call(owner, "DELETE", `/api/users/${user.id}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(99);
  });
});

describe("what each user row allows (_can)", () => {
  it("answers no delete for the owner and oneself, no password for oneself, and the owner's flags locked", async () => {
    const shop = await createActor(t.database.db);
    const staff = await createUser(shop);
    const rows = (await call(shop, "GET", "/api/users")).json().data as ({ id: number; _can: Record<string, boolean> })[];
    const own = rows.find((row) => row.id === shop.userId)!;
    const other = rows.find((row) => row.id === staff.id)!;
    expect(own._can).toMatchObject({ update: true, delete: false, setPassword: false, "update:sms_permission": false, "update:yearsize_permission": false });
    expect(other._can).toMatchObject({ update: true, delete: true, setPassword: true, "update:sms_permission": true });
  });
});

describe("company-granted flags over time", () => {
  it("lets a user keep year/size granted while the company had it, and refuses granting it anew once the company lost it", async () => {
    const shop = await createActor(t.database.db);
    await t.database.db.update(companies).set({ yearsize_permission: true }).where(eq(companies.id, shop.companyId));
    const holder = await createUser(shop, { yearsize_permission: true });
    const other = await createUser(shop);
    await t.database.db.update(companies).set({ yearsize_permission: false }).where(eq(companies.id, shop.companyId));
    const kept = await call(shop, "PUT", `/api/users/${holder.id}`, { name: "Tutan", email: holder.email, phone: "05051234567", yearsize_permission: true });
    expect(kept.statusCode).toBe(200);
    const granted = await call(shop, "PUT", `/api/users/${other.id}`, { name: "Yeni", email: other.email, phone: "05051234567", yearsize_permission: true });
    expect(granted.json().errors).toEqual({ yearsize_permission: ["Bu yetki firmanız için açık değil."] });
  });
});

describe("versions of a user", () => {
  it("refuses a change based on a version someone else changed meanwhile (409) and keeps theirs", async () => {
    const user = await createUser(owner);
    const form = { name: "İlk Değişiklik", email: user.email, phone: "05051234567", version: user.version };
    const first = await call(owner, "PUT", `/api/users/${user.id}`, form);
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe((user.version as number) + 1);
    const stale = await call(owner, "PUT", `/api/users/${user.id}`, { ...form, name: "Eski Form" });
    expect(stale.statusCode).toBe(409);
    expect((await call(owner, "GET", `/api/users/${user.id}`)).json().name).toBe("İlk Değişiklik");
  });

  it("takes no password in a change: it is set on create, and later only through change-password", async () => {
    const user = await createUser(owner);
    const response = await call(owner, "PUT", `/api/users/${user.id}`, { name: "X", email: user.email, phone: "05051234567", password: "baska-parola" });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["password"]);
  });
});

describe("GET /api/users, sorted and across companies", () => {
  it("sorts by a column of the row and refuses any other", async () => {
    const shop = await createActor(t.database.db);
    await createUser(shop, { name: "Ahmet" });
    await createUser(shop, { name: "Zehra" });
    const names = (await call(shop, "GET", "/api/users?sort=name&order=desc")).json().data.map((user: { name: string }) => user.name);
    expect(names).toEqual(["Zehra", "Test", "Ahmet"]);
    expect((await call(shop, "GET", "/api/users?sort=password_hash")).statusCode).toBe(422);
  });

  it("gives operators the 'all' view with each user's company, every row locked, and refuses it to shop owners", async () => {
    const shop = await createActor(t.database.db);
    const staff = await createUser(shop, { name: "Bayideki Personel" });
    const operator = await createActor(t.database.db, { roles: ["admin"] });
    const all = (await call(operator, "GET", `/api/users?scope=all&company_id=${shop.companyId}`)).json();
    const found = all.data.find((user: { id: number }) => user.id === staff.id);
    expect(found).toMatchObject({ dealer_name: expect.any(String), _can: { update: false, delete: false, setPassword: false } });
    expect(found).not.toHaveProperty("company_id");
    expect((await call(shop, "GET", "/api/users?scope=all")).statusCode).toBe(403);
  });
});

describe("access to the users API", () => {
  it("answers 403 on every route to a user who is not the first user, and 401 without a token", async () => {
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
    const target = await createUser(owner);
    const requests: [Parameters<typeof call>[1], string, object?][] = [
      ["GET", "/api/users"],
      ["GET", `/api/users/${target.id}`],
      ["POST", "/api/users", userForm()],
      ["PUT", `/api/users/${target.id}`, { name: "X", email: target.email, phone: "05321234567" }],
      ["PUT", `/api/users/change-password/${target.id}`, { password: "parola9", password_confirmation: "parola9" }],
      ["DELETE", `/api/users/${target.id}`],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(staff, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lets company B never list, read, change, re-password or delete company A's users", async () => {
    const b = await createActor(t.database.db);
    const target = await createUser(owner, { name: "Gizli Personel" });
    const before = (await call(owner, "GET", `/api/users/${target.id}`)).json();

    const list = (await call(b, "GET", "/api/users?perPage=100")).json();
    expect(list.data.map((user: { id: number }) => user.id)).not.toContain(target.id);
    expect((await call(b, "GET", "/api/users?keyword=Gizli")).json().total).toBe(0);
    expect((await call(b, "GET", `/api/users/${target.id}`)).statusCode).toBe(404);
    expect((await call(b, "PUT", `/api/users/${target.id}`, { name: "Ele Geçirildi", email: "ele@example.com", phone: "05321234567" })).statusCode).toBe(404);
    expect((await call(b, "PUT", `/api/users/change-password/${target.id}`, { password: "ele-gecti", password_confirmation: "ele-gecti" })).statusCode).toBe(404);
    expect((await call(b, "DELETE", `/api/users/${target.id}`)).statusCode).toBe(404);

    expect((await call(owner, "GET", `/api/users/${target.id}`)).json()).toEqual(before);
    expect((await login(t.app, target.email, "parola1")).statusCode).toBe(200);
  });
});

describe("OpenAPI document", () => {
  it("lists the settings routes under their tags", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs" })).json().paths;
    const expected: [string, string, string][] = [
      ["/api/users", "get", "users"],
      ["/api/users", "post", "users"],
      ["/api/users/{id}", "put", "users"],
      ["/api/users/{id}", "delete", "users"],
      ["/api/users/change-password/{id}", "put", "users"],
      ["/api/profile/update-company", "post", "profile"],
      ["/api/profile/update-user", "post", "profile"],
      ["/api/profile/change-password", "post", "profile"],
      ["/api/profile/send-activation-code", "post", "profile"],
      ["/api/profile/activate-account", "post", "profile"],
      ["/api/image-upload", "post", "uploads"],
      ["/api/delete-image-by-url", "post", "uploads"],
      ["/uploads/{key}", "get", "uploads"],
    ];
    for (const [path, method, tag] of expected) expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    expect(JSON.stringify(paths["/api/users"].get.responses)).not.toMatch(/password/);
  });
});

describe("email checks by one user", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("answer 429 once the user has spent the login budget on a route, on create and on update; another owner still may", async () => {
    const prober = await createActor(limited.database.db);
    const taken = (await limited.app.inject({ method: "GET", url: `/api/users/${prober.userId}`, headers: prober.headers })).json().email as string;
    const create = (actor: Actor) => limited.app.inject({ method: "POST", url: "/api/users", headers: actor.headers, payload: userForm({ email: taken }) });
    const update = (actor: Actor) =>
      limited.app.inject({ method: "PUT", url: `/api/users/${actor.userId}`, headers: actor.headers, payload: { name: "Sahip", email: taken, phone: "05321234567" } });
    const statuses = async (send: () => Promise<{ statusCode: number }>) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) seen.push((await send()).statusCode);
      return seen;
    };
    expect(await statuses(() => create(prober))).toEqual([422, 422, 422, 429]);
    expect((await create(prober)).json().message).toBe("Çok fazla deneme yaptınız, lütfen biraz bekleyip tekrar deneyin.");
    expect(await statuses(() => update(prober))).toEqual([200, 200, 200, 429]);
    expect((await create(await createActor(limited.database.db))).statusCode).toBe(422);
  });
});
