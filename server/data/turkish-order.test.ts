import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients as clientsSchema } from "../../src/schemas/clients.schema";
import { definitions as definitionsSchema } from "../../src/schemas/definitions.schema";
import type { ResourceSchema } from "../../src/schemas/resource";
import { users } from "../db/core";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, sampleBody, type Actor } from "../test/fixtures";
import { recordQueries, type SentQuery } from "../test/query-counter";
import { syncTallies } from "./tallies";

/**
 * Turkish alphabetical order through the API, on PGlite (C collation only) and on PostgreSQL (the test server's
 * collation is ICU tr-TR; the order must not come from it): names that differ only in Ç/C, I/İ/ı, case, and
 * duplicates, in lists, cursor pages, keyword suggestions and a reference select's options.
 */
const IN_ORDER = [
  "2. El", "Ahmet", "Ayşe", "Ayşe", "ayşe", "Ayten", "Cem", "Cemal", "Cicek", "Çem", "Çiçek", "Çiğdem", "Élif", "Ilgaz", "ılgın",
  "Irmak", "ırmak", "İnci", "İpek", "irmak", "İrmak", "Ömer", "Öykü", "Özge", "Sevgi", "Şule", "Uğur", "Ülkü", "Ümran", "Zeynep",
];
/** The order they are written in: the issue's example first, so creation order is no help. */
const WRITTEN = ["Zeynep", "Çiğdem", "Özge", "Ümran", "İpek", ...IN_ORDER.filter((name) => !["Zeynep", "Çiğdem", "Özge", "Ümran", "İpek"].includes(name)).reverse()];

type Page = { data: { id: number; full_name?: string; name?: string }[]; total: number; cursors?: { first: string; last: string } };

let t: TestApp;
let owner: Actor;
const get = async (url: string, actor = owner): Promise<Page> => {
  const response = await t.app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (page: Page) => page.data.map((row) => row.full_name ?? row.name);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db, { roles: ["user"], firstUser: true });
  const category = await t.app.inject({ method: "POST", url: "/api/definitions", headers: owner.headers, payload: { name: "Gelin", type: "client-categories" } });
  expect(category.statusCode, category.body).toBe(201);
  const schema = clientsSchema as unknown as ResourceSchema;
  for (const [seed, full_name] of WRITTEN.entries()) {
    const payload = { ...sampleBody(schema, seed + 1, { category_id: category.json().id }), full_name };
    const response = await t.app.inject({ method: "POST", url: "/api/clients", headers: owner.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t?.close());

describe("sorting by a name through the API", () => {
  it("answers GET /api/clients?sort=full_name in Turkish alphabetical order, ascending and descending", async () => {
    expect(names(await get("/api/clients?sort=full_name&order=asc&perPage=50"))).toEqual(IN_ORDER);
    expect(names(await get("/api/clients?sort=full_name&order=desc&perPage=50"))).toEqual([...IN_ORDER].reverse());
  });

  for (const order of ["asc", "desc"] as const) {
    it(`continues a cursor page exactly where the previous page stopped (${order}), forwards and back`, async () => {
      const expected = order === "asc" ? IN_ORDER : [...IN_ORDER].reverse();
      const url = (page: number, cursor?: string) => `/api/clients?sort=full_name&order=${order}&perPage=4&page=${page}${cursor ? `&cursor=${cursor}` : ""}`;
      const pages: Page[] = [await get(url(1))];
      for (let page = 2; page <= 8; page++) pages.push(await get(url(page, pages[page - 2].cursors!.last)));
      expect(pages.flatMap(names)).toEqual(expected);
      const byNumber = await Promise.all(pages.map((_, index) => get(url(index + 1))));
      expect(pages.map((page) => page.data.map((row) => row.id))).toEqual(byNumber.map((page) => page.data.map((row) => row.id)));
      // Back from the last page, and a jump of several pages from a cursor.
      for (let page = 7; page >= 1; page--) expect((await get(url(page, pages[page].cursors!.first))).data).toEqual(pages[page - 1].data);
      expect((await get(url(6, pages[1].cursors!.last))).data).toEqual(pages[5].data);
    });
  }

  it("answers keyword suggestions in Turkish order (ırmak, irmak, Irmak and İrmak all match 'rmak')", async () => {
    expect(names(await get("/api/clients?keyword=rmak&sort=full_name&order=asc"))).toEqual(["Irmak", "ırmak", "irmak", "İrmak"]);
    expect(names(await get("/api/clients?keyword=ay&sort=full_name&order=asc")).filter((name) => /ay/i.test(name!))).toEqual(["Ayşe", "Ayşe", "ayşe", "Ayten"]);
  });

  it("offers a reference select's options (the referenced list's default sort by name) in Turkish order", async () => {
    const shop = await createActor(t.database.db, { roles: ["user"], firstUser: true });
    for (const name of WRITTEN) {
      const response = await t.app.inject({ method: "POST", url: "/api/definitions", headers: shop.headers, payload: { name, type: "client-categories" } });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((definitionsSchema as unknown as ResourceSchema)["x-resource"].list.defaultSort).toEqual({ field: "name", order: "asc" });
    expect(names(await get("/api/definitions?type=client-categories&perPage=50", shop))).toEqual(IN_ORDER);
    expect(names(await get("/api/definitions?type=client-categories&keyword=rmak", shop))).toEqual(["Irmak", "ırmak", "irmak", "İrmak"]);
  });

  it("sorts the shop's users by name in Turkish order", async () => {
    const staff = ["Zeynep", "Çiğdem", "İpek", "Ilgaz", "Ahmet"];
    await t.database.db.insert(users).values(
      staff.map((name, index) => ({ company_id: owner.companyId, name, email: `order${index}@test.local`, password_hash: "-", roles: ["user"], first_user: false })),
    );
    const listed = names(await get("/api/users?sort=name&order=asc&perPage=50")).filter((name) => staff.includes(name!));
    expect(listed).toEqual(["Ahmet", "Çiğdem", "Ilgaz", "İpek", "Zeynep"]);
  });
});

describe("the name sort's index", () => {
  let shop: Actor;
  beforeAll(async () => {
    shop = await createActor(t.database.db, { roles: ["user"], firstUser: true });
    // A shop big enough that reading every row and sorting costs more than walking the index.
    await t.database.db.execute(sql`
      insert into clients (company_id, type, full_name)
      select ${shop.companyId}, 'person', (array[${sql.join(IN_ORDER.map((name) => sql`${name}`), sql`, `)}])[1 + n % ${IN_ORDER.length}] || ' ' || n
      from generate_series(1, 5000) n`);
    await t.database.db.execute(sql`analyze clients`);
    await syncTallies(t.database.db, t.app.resources, { force: true });
  }, 120_000);

  /** The plan of a statement the list sent, its parameters written in. */
  const planOf = async (query: SentQuery): Promise<string> => {
    const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
    // node-postgres gets a prepared statement's values beside its config object.
    const params = query.params.length ? query.params : ((query.args[1] as unknown[] | undefined) ?? []);
    const text = query.text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    const rows = ((await t.database.db.execute(sql.raw(`explain ${text}`))) as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join("\n");
  };
  const pageQuery = async (url: string): Promise<{ page: Page; query: SentQuery }> => {
    const recording = recordQueries(t.database.db);
    try {
      const page = await get(url, shop);
      return { page, query: recording.queries.find((query) => /from "clients"/.test(query.text) && /order by/i.test(query.text))! };
    } finally {
      recording.stop();
    }
  };

  it("serves the first page and a cursor page from (company_id, tr_sort_key(full_name) COLLATE \"C\", id), without a sort", async () => {
    const first = await pageQuery("/api/clients?sort=full_name&order=asc&perPage=15");
    expect(names(first.page)[0]).toMatch(/^2\. El \d+$/);
    const next = await pageQuery(`/api/clients?sort=full_name&order=asc&perPage=15&page=2&cursor=${first.page.cursors!.last}`);
    for (const { query } of [first, next]) {
      const plan = await planOf(query);
      expect(plan, query.text).toContain("clients_full_name_sort_idx");
      expect(plan, query.text).not.toMatch(/\bSort\b/);
    }
    // A deep page walks the index for its ids (then sorts only its own 15 rows).
    const deep = await pageQuery(`/api/clients?sort=full_name&order=desc&perPage=15&page=40`);
    expect(await planOf(deep.query)).toMatch(/Index Scan( Backward)? using clients_full_name_sort_idx/);
  });
});
