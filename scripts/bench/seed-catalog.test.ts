import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { services } from "../../server/db/resource-tables.generated";
import { createTestApp, type TestApp } from "../../server/test/app";
import { endpointsFor } from "./endpoints";
import { catalogStatements, PRODUCTS_PER_SHOP, SERVICE_COLUMNS } from "./seed-catalog";
import { DEALER_ID, seedStatements } from "./seed-sql";

const scale = { shops: 3, clients: 30, dealerClients: 10 };
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, {
    beforeBuild: async (database) => {
      for (const statement of [...seedStatements(scale, "hash"), ...catalogStatements(scale)]) await database.db.execute(sql.raw(statement));
    },
  });
  token = await issueToken(t.database.db, { userId: DEALER_ID, companyId: DEALER_ID, ttlHours: 1 });
}, 60_000);
afterAll(() => t?.close());

const catalogEndpoints = () => endpointsFor(scale, 1).filter((endpoint) => endpoint.path.startsWith("/api/services"));

describe("the benchmark's catalog", () => {
  it("fills every NOT NULL column of services that has no default", () => {
    const required = getTableConfig(services).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary);
    expect(required.map((column) => column.name).filter((name) => !(SERVICE_COLUMNS as readonly string[]).includes(name))).toEqual([]);
  });

  it("gives every shop its products, one in ten of them in the bin", async () => {
    const rows = (await t.database.db.execute(sql.raw("SELECT company_id, count(*)::int AS n, count(deleted_at)::int AS binned FROM services GROUP BY company_id ORDER BY company_id"))) as unknown as { rows: { n: number; binned: number }[] };
    expect(rows.rows.map((row) => [row.n, row.binned])).toEqual(Array.from({ length: scale.shops }, () => [PRODUCTS_PER_SHOP, PRODUCTS_PER_SHOP / 10]));
  });

  it("measures the product list with its cards, a search, a category and brand filter, and the bin: each answers rows", async () => {
    expect(catalogEndpoints().map((endpoint) => endpoint.key)).toEqual(["products", "productSearch", "productFilter", "productBin"]);
    for (const endpoint of catalogEndpoints()) {
      const response = await t.app.inject({ method: "GET", url: endpoint.path, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${endpoint.key}: ${response.body}`).toBe(200);
      expect(response.json().data.length, endpoint.key).toBeGreaterThan(0);
    }
    const list = await t.app.inject({ method: "GET", url: catalogEndpoints()[0].path, headers: { authorization: `Bearer ${token}` } });
    expect(list.json().counters).toMatchObject({ products: 80 });
  });
});
