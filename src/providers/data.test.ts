import { afterEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { createDataProvider } from "./data";
import type { DealerScope } from "./dealer-scope";
import { createHttpClient } from "./http-client";
import { installFakeApi, on } from "./testing/fake-api";

const envelope = { data: [{ id: 1, title: "A" }], current_page: 2, per_page: 15, total: 31, last_page: 3 };

const setup = (scope: DealerScope = null, token: string | null = "tok-1") => {
  const httpClient = createHttpClient({ getToken: () => token, getLanguage: () => "de", baseURL: "http://shop.test" });
  return createDataProvider({ apiUrl: "/api", httpClient, getDealerScope: () => scope });
};

afterEach(() => vi.unstubAllGlobals());

describe("data provider: lists", () => {
  it("sends page, perPage, keyword, equality filters and sort, and reads the envelope", async () => {
    const api = installFakeApi(on("GET", "/api/announces", 200, envelope));
    const result = await setup().getList({
      resource: "announces",
      pagination: { currentPage: 2, pageSize: 15 },
      filters: [
        { field: "keyword", operator: "contains", value: "gelin" },
        { field: "status", operator: "eq", value: "active" },
      ],
      sorters: [{ field: "created_at", order: "desc" }],
    });
    expect(result).toEqual({ data: envelope.data, total: 31 });
    const query = Object.fromEntries(api.requests[0].url.searchParams);
    expect(query).toEqual({ page: "2", perPage: "15", keyword: "gelin", status: "active", sort: "created_at", order: "desc" });
  });

  it("passes the envelope's counters through next to the rows", async () => {
    const counters = { total: 31, person: 20, business: 11, balance: "0.00" };
    installFakeApi(on("GET", "/api/clients", 200, { ...envelope, counters }));
    expect(await setup().getList({ resource: "clients" })).toEqual({ data: envelope.data, total: 31, counters });
  });

  it("passes the catalog's category tiles and brands through next to the rows", async () => {
    const categories = [{ id: 4, name: "Gelinlik", count: 12 }];
    const brands = [{ id: 9, name: "Pronovias" }];
    installFakeApi(on("GET", "/api/services", 200, { ...envelope, categories, brands }));
    expect(await setup().getList({ resource: "services" })).toEqual({ data: envelope.data, total: 31, categories, brands });
  });

  it("says when the total is only a lower bound (a search counted a few pages ahead)", async () => {
    installFakeApi(on("GET", "/api/clients", 200, { ...envelope, total: 166, total_exact: false }));
    expect(await setup().getList({ resource: "clients" })).toEqual({ data: envelope.data, total: 166, totalExact: false });
    installFakeApi(on("GET", "/api/clients", 200, { ...envelope, total_exact: true }));
    expect(await setup().getList({ resource: "clients" })).toEqual({ data: envelope.data, total: 31 });
  });

  it("reads a page next to the one shown from that page's cursor, and page 1 by its number", async () => {
    const cursors = { first: "first-of-2", last: "last-of-2" };
    const api = installFakeApi(on("GET", "/api/clients", 200, { ...envelope, cursors }));
    const provider = setup();
    const ask = (currentPage: number) => provider.getList({ resource: "clients", pagination: { currentPage, pageSize: 15 } });
    await ask(2);
    await ask(3);
    await ask(1);
    const sent = api.requests.map((request) => [request.url.searchParams.get("page"), request.url.searchParams.get("cursor")]);
    expect(sent).toEqual([["2", null], ["3", "last-of-2"], ["1", null]]);
  });

  it("treats refine's q filter as the keyword and skips empty filters", async () => {
    const api = installFakeApi(on("GET", "/api/announces", 200, envelope));
    await setup().getList({
      resource: "announces",
      filters: [
        { field: "q", operator: "eq", value: "duvak" },
        { field: "status", operator: "eq", value: "" },
      ],
    });
    const params = api.requests[0].url.searchParams;
    expect(params.get("keyword")).toBe("duvak");
    expect(params.has("status")).toBe(false);
    expect(params.has("q")).toBe(false);
  });

  it("rejects filter shapes the API cannot answer instead of dropping them", async () => {
    installFakeApi(on("GET", "/api/announces", 200, envelope));
    await expect(
      setup().getList({ resource: "announces", filters: [{ field: "price", operator: "ne", value: 5 }] }),
    ).rejects.toThrow(/"ne"/);
  });

  it("adds scope=all for operators, and company_id once a dealer is picked", async () => {
    const api = installFakeApi(on("GET", "/api/announces", 200, envelope));
    await setup({ companyId: null }).getList({ resource: "announces" });
    await setup({ companyId: 42 }).getList({ resource: "announces" });
    await setup(null).getList({ resource: "announces" });
    const [all, picked, none] = api.requests.map((request) => request.url.searchParams);
    expect(all.get("scope")).toBe("all");
    expect(all.has("company_id")).toBe(false);
    expect(picked.get("scope")).toBe("all");
    expect(picked.get("company_id")).toBe("42");
    expect(none.has("scope")).toBe(false);
  });

  it("leaves the dealer scope out for a resource that asks so (shared rows)", async () => {
    const api = installFakeApi(on("GET", "/api/announces", 200, envelope));
    await setup({ companyId: 42 }).getList({ resource: "announces", meta: { ignoreDealerScope: true } });
    const [query] = api.requests.map((request) => request.url.searchParams);
    expect(query.has("scope")).toBe(false);
    expect(query.has("company_id")).toBe(false);
  });

  it("sends the bearer token and the interface language on every request", async () => {
    const api = installFakeApi(on("GET", "/api/announces/7", 200, { id: 7 }));
    await setup().getOne({ resource: "announces", id: 7 });
    expect(api.requests[0].headers.get("authorization")).toBe("Bearer tok-1");
    expect(api.requests[0].headers.get("accept-language")).toBe("de");
  });
});

describe("data provider: rows", () => {
  it("returns the row the server answers for getOne, create and update (PUT)", async () => {
    const row = { id: 3, title: "Yeni" };
    const api = installFakeApi(on("GET", "/api/announces/3", 200, row), on("POST", "/api/announces", 201, row), on("PUT", "/api/announces/3", 200, row));
    const provider = setup();
    expect((await provider.getOne({ resource: "announces", id: 3 })).data).toEqual(row);
    expect((await provider.create({ resource: "announces", variables: { title: "Yeni" } })).data).toEqual(row);
    expect((await provider.update({ resource: "announces", id: 3, variables: { title: "Yeni" } })).data).toEqual(row);
    expect(api.requests.map((request) => request.method)).toEqual(["GET", "POST", "PUT"]);
    expect(api.requests[1].body).toEqual({ title: "Yeni" });
  });

  it("deletes with DELETE /api/<name>/:id", async () => {
    const api = installFakeApi(on("DELETE", "/api/announces/3", 200, { message: "ok" }));
    await setup().deleteOne({ resource: "announces", id: 3 });
    expect(api.requests[0].method).toBe("DELETE");
  });

  it("reads getMany row by row", async () => {
    installFakeApi(on("GET", "/api/announces/1", 200, { id: 1 }), on("GET", "/api/announces/2", 200, { id: 2 }));
    expect((await setup().getMany!({ resource: "announces", ids: [1, 2] })).data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe("data provider: errors", () => {
  it("turns a 422 into an HttpError carrying the field errors", async () => {
    const body = { message: "Başlık ve Açıklama Kısmını Doldurunuz!", errors: { title: ["Başlık gerekli"] } };
    installFakeApi(on("POST", "/api/announces", 422, body));
    await expect(setup().create({ resource: "announces", variables: {} })).rejects.toEqual({
      message: body.message,
      statusCode: 422,
      errors: body.errors,
    });
  });

  it("keeps 401 and 403 apart so only a missing session logs out", async () => {
    installFakeApi(on("GET", "/api/announces/1", 401, { message: "Oturum yok" }), on("GET", "/api/announces/2", 403, { message: "Yetki yok" }));
    await expect(setup().getOne({ resource: "announces", id: 1 })).rejects.toMatchObject({ statusCode: 401, message: "Oturum yok" });
    await expect(setup().getOne({ resource: "announces", id: 2 })).rejects.toMatchObject({ statusCode: 403, message: "Yetki yok" });
  });
});

describe("data provider: children and the bin", () => {
  const parent = { resource: "gizmos", id: 5, path: "notes", field: "gizmo_id" };

  it("lists a parent's children under the parent's path, without a filter on the parent's field or a dealer scope", async () => {
    const api = installFakeApi(on("GET", "/api/gizmos/5/notes", 200, envelope));
    const result = await setup({ companyId: 42 }).getList({
      resource: "gizmo_notes",
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [
        { field: "gizmo_id", operator: "eq", value: 5 },
        { field: "keyword", operator: "contains", value: "prova" },
      ],
      meta: { parent },
    });
    expect(result).toEqual({ data: envelope.data, total: 31 });
    expect(Object.fromEntries(api.requests[0].url.searchParams)).toEqual({ page: "1", perPage: "10", keyword: "prova" });
  });

  it("adds a child with POST under its parent, the parent's field left to the path", async () => {
    const api = installFakeApi(on("POST", "/api/gizmos/5/notes", 201, { id: 9, gizmo_id: 5, text: "Not" }));
    const { data } = await setup().create({ resource: "gizmo_notes", variables: { gizmo_id: 5, text: "Not" }, meta: { parent } });
    expect(data).toEqual({ id: 9, gizmo_id: 5, text: "Not" });
    expect(api.requests[0].body).toEqual({ text: "Not" });
  });

  it("lists the bin of a resource at /<name>/bin", async () => {
    const api = installFakeApi(on("GET", "/api/gizmos/bin", 200, envelope));
    await setup().getList({ resource: "gizmos", pagination: { currentPage: 1, pageSize: 15 }, meta: { bin: true } });
    expect(api.requests[0].url.pathname).toBe("/api/gizmos/bin");
  });
});
