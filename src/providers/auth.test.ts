// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allFlags } from "../domain/permissions";
import { createAuthProvider } from "./auth";
import { createHttpClient } from "./http-client";
import { wasIntentionalLogout } from "./logout-intent";
import { createSession, tokenStore } from "./session";
import { installFakeApi, on } from "./testing/fake-api";

const userInfo = {
  user: { id: 1, name: "Ayşe", email: "a@b.tr", phone: null, first_user: true, locked: false, locked_set: false, ...allFlags(false), client_permission: true },
  company: { id: 9, full_name: "Ayşe Gelinlik", title: null, phone: null, phone2: null, sms_confirmed: true, expiration_date: null, is_frozen: false },
  roles: ["user"],
  companies: [],
  balance: "0.00",
};

const setup = (search = "") => {
  const httpClient = createHttpClient({ getToken: tokenStore.get, getLanguage: () => "tr" });
  const session = createSession(httpClient);
  return createAuthProvider({ httpClient, session, currentSearch: () => search });
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("auth provider", () => {
  it("stores the token on login and returns to the `to` path of the login link", async () => {
    const api = installFakeApi(on("POST", "/api/login", 200, { access_token: "tok-9" }));
    const result = await setup("?to=%2Fbildirimler%3Fpage%3D2").login({ email: "a@b.tr", password: "secret1" });
    expect(result).toEqual({ success: true, redirectTo: "/bildirimler?page=2" });
    expect(tokenStore.get()).toBe("tok-9");
    expect(api.requests[0].body).toEqual({ email: "a@b.tr", password: "secret1" });
  });

  it("goes to / after login when no `to` came along, and never to another site", async () => {
    installFakeApi(on("POST", "/api/login", 200, { access_token: "t" }));
    expect((await setup("").login({ email: "a", password: "b" })).redirectTo).toBe("/");
    expect((await setup("?to=%2F%2Fevil.example").login({ email: "a", password: "b" })).redirectTo).toBe("/");
  });

  it("reports a failed login with the server's message and stores nothing", async () => {
    installFakeApi(on("POST", "/api/login", 422, { message: "Bilgiler hatalı", errors: { email: ["Bilgiler hatalı"] } }));
    const result = await setup().login({ email: "a", password: "b" });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ message: "Bilgiler hatalı", statusCode: 422, errors: { email: ["Bilgiler hatalı"] } });
    expect(tokenStore.get()).toBeNull();
  });

  it("registers with every field and keeps the `to` path", async () => {
    const api = installFakeApi(on("POST", "/api/register", 200, { access_token: "new" }));
    const values = {
      full_name: "Ayşe",
      company_name: "Ayşe Gelinlik",
      email: "a@b.tr",
      phone: "+90 (532) 111 22 33",
      password: "secret1",
      password_confirmation: "secret1",
      accept_terms: true,
    };
    expect(await setup("?to=%2Fanasayfa").register!(values)).toEqual({ success: true, redirectTo: "/anasayfa" });
    expect(api.requests[0].body).toEqual(values);
    expect(tokenStore.get()).toBe("new");
  });

  it("is authenticated only with a token and a working /api/user, asked once per session", async () => {
    const api = installFakeApi(on("GET", "/api/user", 200, userInfo));
    const provider = setup();
    expect(await provider.check()).toMatchObject({ authenticated: false, redirectTo: "/giris-yap" });
    expect(api.requests).toHaveLength(0);
    tokenStore.set("tok");
    expect(await provider.check()).toEqual({ authenticated: true });
    await provider.check();
    expect(await provider.getPermissions!()).toEqual(["user"]);
    expect(await provider.getIdentity!()).toMatchObject({ name: "Ayşe", company: { full_name: "Ayşe Gelinlik" }, permissions: { client_permission: true, sms_permission: false } });
    expect(api.requests.filter((request) => request.url.pathname === "/api/user")).toHaveLength(1);
  });

  it("removes the token when the user-info call fails", async () => {
    installFakeApi(on("GET", "/api/user", 500, { message: "Sunucu hatası" }));
    tokenStore.set("stale");
    expect(await setup().check()).toMatchObject({ authenticated: false, redirectTo: "/giris-yap" });
    expect(tokenStore.get()).toBeNull();
  });

  it("logs out on 401 only; a 403 keeps the session", async () => {
    tokenStore.set("tok");
    const provider = setup();
    expect(await provider.onError({ message: "Yetki yok", statusCode: 403 })).toEqual({});
    expect(tokenStore.get()).toBe("tok");
    expect(await provider.onError({ message: "Oturum yok", statusCode: 401 })).toMatchObject({ logout: true, redirectTo: "/giris-yap" });
    expect(tokenStore.get()).toBeNull();
  });

  it("revokes the token on the server at logout and forgets it even if that call fails", async () => {
    const api = installFakeApi(on("POST", "/api/logout", 500, { message: "x" }));
    tokenStore.set("tok");
    expect(await setup().logout({})).toEqual({ success: true, redirectTo: "/giris-yap" });
    expect(api.requests[0].headers.get("authorization")).toBe("Bearer tok");
    expect(tokenStore.get()).toBeNull();
  });

  it("sends no request with the token once logout has begun, but the revoking one", async () => {
    const api = installFakeApi(on("POST", "/api/logout", 200, {}), on("GET", "/api/get-last-five-notification", 401, { message: "Oturum yok" }));
    tokenStore.set("tok");
    const httpClient = createHttpClient({ getToken: tokenStore.get, getLanguage: () => "tr" });
    const provider = createAuthProvider({ httpClient, session: createSession(httpClient) });
    const loggingOut = provider.logout({});
    // The bell asks while the logout call is on its way, and once more after it.
    await httpClient.get("/api/get-last-five-notification").catch(() => undefined);
    await loggingOut;
    await httpClient.get("/api/get-last-five-notification").catch(() => undefined);
    const withToken = api.requests.filter((request) => request.headers.get("authorization") === "Bearer tok");
    expect(withToken.map((request) => request.url.pathname)).toEqual(["/api/logout"]);
    expect(api.requests).toHaveLength(3);
  });

  it("after an intentional logout ignores the 401s of requests still in flight, until the next sign-in", async () => {
    installFakeApi(on("POST", "/api/logout", 200, {}), on("POST", "/api/login", 200, { access_token: "t2" }));
    tokenStore.set("tok");
    const provider = setup();
    await provider.logout({});
    expect(wasIntentionalLogout()).toBe(true);
    expect(await provider.onError({ message: "Oturum yok", statusCode: 401 })).toEqual({});
    await provider.login({ email: "a", password: "b" });
    expect(wasIntentionalLogout()).toBe(false);
    expect(await provider.onError({ message: "Oturum yok", statusCode: 401 })).toMatchObject({ logout: true });
  });
});
