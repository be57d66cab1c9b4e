import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { accountings } from "../../server/db/resource-tables.generated";
import { createTestApp, type TestApp } from "../../server/test/app";
import { endpointsFor } from "./endpoints";
import { ACCOUNTING_COLUMNS, ACCOUNTINGS_PER_SHOP, accountingStatements, dealerAccountings } from "./seed-accountings";
import { catalogStatements } from "./seed-catalog";
import { DEALER_ID, seedStatements } from "./seed-sql";

const scale = { shops: 3, clients: 400, dealerClients: 200 };
let t: TestApp;
let token: string;

const rowsOf = async <T>(statement: string): Promise<T[]> => ((await t.database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, {
    beforeBuild: async (database) => {
      for (const statement of [...seedStatements(scale, "hash"), ...catalogStatements(scale), ...accountingStatements(scale)]) await database.db.execute(sql.raw(statement));
    },
  });
  token = await issueToken(t.database.db, { userId: DEALER_ID, companyId: DEALER_ID, ttlHours: 1 });
}, 60_000);
afterAll(() => t?.close());

const accountingEndpoints = () => endpointsFor(scale, 1).filter((endpoint) => ["records", "safe", "report", "future"].includes(endpoint.key));

describe("the benchmark's money records", () => {
  it("fills every NOT NULL column of accountings that has no default", () => {
    const required = getTableConfig(accountings).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary);
    expect(required.map((column) => column.name).filter((name) => !(ACCOUNTING_COLUMNS as readonly string[]).includes(name))).toEqual([]);
  });

  it("gives the dealer as many records as clients and every other shop its share, each kind with the type it records", async () => {
    const perShop = await rowsOf<{ company_id: number; n: number }>("SELECT company_id, count(*)::int AS n FROM accountings WHERE kind <> 'payment' GROUP BY company_id ORDER BY company_id");
    expect(perShop.map((row) => row.n)).toEqual([dealerAccountings(scale), ACCOUNTINGS_PER_SHOP, ACCOUNTINGS_PER_SHOP]);
    const wrongType = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM accountings WHERE NOT (
      (kind IN ('income', 'special_income') AND type = 'income') OR (kind IN ('expense', 'general_expense') AND type = 'expense')
      OR (kind IN ('credit', 'debt') AND type = kind) OR (kind = 'payment' AND type IN ('income', 'expense')))`);
    expect(wrongType[0].n).toBe(0);
    // A split payment's parts add up to its price.
    const badSplits = await rowsOf<{ n: number }>("SELECT count(*)::int AS n FROM accountings WHERE payment_type = 'multiple_payment' AND cash_amount + credit_cart_amount + eft_amount <> price");
    expect(badSplits[0].n).toBe(0);
  });

  it("pays half of every other credit and debt within its own company, never after today", async () => {
    const [paid] = await rowsOf<{ n: number; foreign: number; future: number }>(`SELECT count(*)::int AS n,
        count(*) FILTER (WHERE p.company_id <> c.company_id)::int AS foreign, count(*) FILTER (WHERE p.date > current_date)::int AS future
      FROM accountings p JOIN accountings c ON c.id = p.credit_id WHERE p.kind = 'payment'`);
    expect(paid.n).toBeGreaterThan(0);
    expect([paid.foreign, paid.future]).toEqual([0, 0]);
  });

  it("measures the records list, the cash box, the period's report and the open credits: each answers the dealer's figures", async () => {
    expect(accountingEndpoints().map((endpoint) => endpoint.key)).toEqual(["records", "safe", "report", "future"]);
    for (const endpoint of accountingEndpoints()) {
      const response = await t.app.inject({ method: "GET", url: endpoint.path, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${endpoint.key}: ${response.body}`).toBe(200);
    }
    const answer = async (key: string) => (await t.app.inject({ method: "GET", url: accountingEndpoints().find((endpoint) => endpoint.key === key)!.path, headers: { authorization: `Bearer ${token}` } })).json();
    expect((await answer("records")).data.length).toBeGreaterThan(0);
    expect((await answer("future")).data.length).toBeGreaterThan(0);
    expect((await answer("report")).income).not.toBe("0.00");
  });
});
