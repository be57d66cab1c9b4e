import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpClient } from "./http-client";
import { createRowCalls } from "./rest-rows";
import { installFakeApi, on } from "./testing/fake-api";

const client = () => createHttpClient({ getToken: () => "tok-1", getLanguage: () => "ku", baseURL: "http://shop.test" });

afterEach(() => vi.unstubAllGlobals());

describe("http client (fetch, in place of axios)", () => {
  it("sends objects as JSON and a FormData upload as it is, for the browser to give it its multipart boundary", async () => {
    const sent: Request[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(new Request(url, init));
        return new Response(JSON.stringify({ file_url: "/u/a.png" }), { status: 200 });
      }),
    );
    await client().post("/api/announces", { title: "Yeni" });
    const form = new FormData();
    form.set("image", new Blob(["png"]), "a.png");
    expect((await client().post("/api/image-upload", form)).data).toEqual({ file_url: "/u/a.png" });
    expect(sent[0].headers.get("content-type")).toBe("application/json");
    expect(await sent[0].json()).toEqual({ title: "Yeni" });
    expect(sent[1].headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[1].headers.get("authorization")).toBe("Bearer tok-1");
    expect(sent[1].headers.get("accept-language")).toBe("ku");
  });

  it("rejects an answer without the server's message as an unexpected error carrying the status", async () => {
    installFakeApi(on("GET", "/api/user", 500));
    await expect(client().get("/api/user")).rejects.toEqual({ message: i18next.t("errors.unexpected"), statusCode: 500 });
  });

  it("tells a request that got no answer from one that ran out of time", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockRejectedValueOnce(new DOMException("late", "TimeoutError")));
    await expect(client().get("/api/user")).rejects.toEqual({ message: i18next.t("errors.network"), statusCode: 0 });
    await expect(client().get("/api/user")).rejects.toEqual({ message: i18next.t("errors.timeout"), statusCode: 0 });
  });
});

describe("custom calls (actions, restore, purge, settings)", () => {
  it("sends a custom GET's query along and a custom DELETE's payload as its body", async () => {
    const api = installFakeApi(on("GET", "/api/cities", 200, { data: [] }), on("DELETE", "/api/clients/3/purge", 200, { message: "ok" }));
    const calls = createRowCalls("/api", client());
    expect((await calls.custom!({ url: "/api/cities", method: "get", query: { page: 2 } })).data).toEqual({ data: [] });
    await calls.custom!({ url: "/api/clients/3/purge", method: "delete", payload: { reason: "x" } });
    expect(api.requests[0].url.search).toBe("?page=2");
    expect(api.requests[1].body).toEqual({ reason: "x" });
  });
});
