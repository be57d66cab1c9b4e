// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allFlags } from "../domain/permissions";
import { createAuthProvider } from "./auth";
import { createHttpClient } from "./http-client";
import { startIdentityRequest, takeStartedIdentityRequest } from "./identity-request";
import { createSession, tokenStore } from "./session";
import { installFakeApi, on } from "./testing/fake-api";

const userInfo = {
  user: { id: 1, name: "Ayşe", email: "a@b.tr", phone: null, first_user: true, locked: false, locked_set: false, ...allFlags(false) },
  company: { id: 9, full_name: "Ayşe Gelinlik", title: null, phone: null, phone2: null, sms_confirmed: true, expiration_date: null, is_frozen: false },
  roles: ["user"],
  companies: [],
  balance: "0.00",
};

const httpClient = createHttpClient({ getToken: tokenStore.get, getLanguage: () => "tr" });

/** As src/main.tsx and the app's providers do it: start at start-up, then the session takes the request. */
const startThenProvide = () => {
  startIdentityRequest(httpClient);
  const session = createSession(httpClient, takeStartedIdentityRequest());
  return createAuthProvider({ httpClient, session });
};

const userRequests = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((request) => request.url.pathname === "/api/user");

beforeEach(() => localStorage.clear());
afterEach(() => {
  takeStartedIdentityRequest();
  vi.unstubAllGlobals();
});

describe("GET /api/user started at start-up", () => {
  it("is sent before any provider asks, and the session answers from it: one request, not two", async () => {
    const api = installFakeApi(on("GET", "/api/user", 200, userInfo));
    tokenStore.set("tok");
    const provider = startThenProvide();
    expect(userRequests(api)).toHaveLength(1);
    expect(userRequests(api)[0].headers.get("authorization")).toBe("Bearer tok");
    expect(await provider.check()).toEqual({ authenticated: true });
    expect(await provider.getIdentity!()).toMatchObject({ name: "Ayşe", company: { full_name: "Ayşe Gelinlik" } });
    expect(userRequests(api)).toHaveLength(1);
  });

  it("is not sent without a stored token", () => {
    const api = installFakeApi(on("GET", "/api/user", 200, userInfo));
    startIdentityRequest(httpClient);
    expect(api.requests).toHaveLength(0);
    expect(takeStartedIdentityRequest()).toBeNull();
  });

  it("answering 401 signs out as before: the check fails, the token is removed, nothing is asked again", async () => {
    const api = installFakeApi(on("GET", "/api/user", 401, { message: "Oturum yok" }));
    tokenStore.set("expired");
    const provider = startThenProvide();
    expect(await provider.check()).toMatchObject({ authenticated: false, redirectTo: "/giris-yap", error: { statusCode: 401 } });
    expect(tokenStore.get()).toBeNull();
    expect(userRequests(api)).toHaveLength(1);
  });

  it("is handed over once: a session made later asks for itself", async () => {
    const api = installFakeApi(on("GET", "/api/user", 200, userInfo));
    tokenStore.set("tok");
    startThenProvide();
    const later = createAuthProvider({ httpClient, session: createSession(httpClient, takeStartedIdentityRequest()) });
    expect(await later.check()).toEqual({ authenticated: true });
    expect(userRequests(api)).toHaveLength(2);
  });

  it("is dropped by a new sign-in: the identity is then asked with the new token", async () => {
    const api = installFakeApi(on("GET", "/api/user", 200, userInfo), on("POST", "/api/login", 200, { access_token: "new" }));
    tokenStore.set("old");
    const provider = startThenProvide();
    await provider.login({ email: "a@b.tr", password: "secret1" });
    await provider.check();
    expect(userRequests(api).map((request) => request.headers.get("authorization"))).toEqual(["Bearer old", "Bearer new"]);
  });
});
