import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { leases, process_lines, processes, proposals } from "../../server/db/resource-tables.generated";
import { createTestApp, type TestApp } from "../../server/test/app";
import { endpointsFor } from "./endpoints";
import { accountingStatements } from "./seed-accountings";
import { catalogStatements } from "./seed-catalog";
import {
  dealerLoneLeases,
  dealerOrders,
  dealerProposals,
  LEASE_COLUMNS,
  LONE_LEASES_PER_SHOP,
  ORDERS_PER_SHOP,
  orderStatements,
  PROCESS_COLUMNS,
  PROCESS_LINE_COLUMNS,
  PROPOSAL_COLUMNS,
  PROPOSALS_PER_SHOP,
} from "./seed-orders";
import { DEALER_ID, seedStatements } from "./seed-sql";

const scale = { shops: 3, clients: 400, dealerClients: 200 };
let t: TestApp;
let token: string;
let productId: number;

const rowsOf = async <T>(statement: string): Promise<T[]> => ((await t.database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, {
    beforeBuild: async (database) => {
      for (const statement of [...seedStatements(scale, "hash"), ...catalogStatements(scale), ...accountingStatements(scale), ...orderStatements(scale)]) {
        await database.db.execute(sql.raw(statement));
      }
    },
  });
  token = await issueToken(t.database.db, { userId: DEALER_ID, companyId: DEALER_ID, ttlHours: 1 });
  const [row] = await rowsOf<{ service_id: string }>(`SELECT service_id FROM leases WHERE company_id = ${DEALER_ID} GROUP BY service_id ORDER BY count(*) DESC, service_id LIMIT 1`);
  productId = Number(row.service_id);
}, 120_000);
afterAll(() => t?.close());

const ORDER_KEYS = ["leases", "processes", "proposals", "availability"];
const orderEndpoints = () => endpointsFor(scale, 1, productId).filter((endpoint) => ORDER_KEYS.includes(endpoint.key));
const get = (path: string) => t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });

describe("the benchmark's orders, leases and quotes", () => {
  it("fills every NOT NULL column without a default of processes, their lines, leases and quotes", () => {
    const missing = (table: PgTable, columns: readonly string[]) =>
      getTableConfig(table).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary && !columns.includes(column.name)).map((column) => column.name);
    expect([missing(processes, PROCESS_COLUMNS), missing(process_lines, PROCESS_LINE_COLUMNS), missing(leases, LEASE_COLUMNS), missing(proposals, PROPOSAL_COLUMNS)]).toEqual([[], [], [], []]);
  });

  it("gives the dealer its share of orders, lone leases and quotes and every other shop its own, each order with one line", async () => {
    const perShop = await rowsOf<{ company_id: string; orders: number; lone: number; quotes: number; lines: number }>(`SELECT c.id AS company_id,
        (SELECT count(*)::int FROM processes p WHERE p.company_id = c.id) AS orders,
        (SELECT count(*)::int FROM leases l WHERE l.company_id = c.id AND l.process_id IS NULL) AS lone,
        (SELECT count(*)::int FROM proposals q WHERE q.company_id = c.id) AS quotes,
        (SELECT count(*)::int FROM process_lines l WHERE l.company_id = c.id) AS lines
      FROM companies c ORDER BY c.id`);
    expect(perShop.map((row) => [row.orders, row.lone, row.quotes, row.lines])).toEqual([
      [dealerOrders(scale), dealerLoneLeases(scale), dealerProposals(scale), dealerOrders(scale)],
      [ORDERS_PER_SHOP, LONE_LEASES_PER_SHOP, PROPOSALS_PER_SHOP, ORDERS_PER_SHOP],
      [ORDERS_PER_SHOP, LONE_LEASES_PER_SHOP, PROPOSALS_PER_SHOP, ORDERS_PER_SHOP],
    ]);
  });

  it("rents a gown for every rent order, returned once its delivery date has passed; past, current and future leases all exist", async () => {
    const [mismatch] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM processes p
      WHERE (p.type = 'rent') <> EXISTS (SELECT 1 FROM leases l WHERE l.company_id = p.company_id AND l.process_id = p.id)`);
    expect(mismatch.n).toBe(0);
    const [statuses] = await rowsOf<{ wrong: number; past: number; current: number; future: number }>(`SELECT
        count(*) FILTER (WHERE (status = 'returned') <> (delivery_date < current_date) OR (status = 'returned') <> (delivered_date IS NOT NULL))::int AS wrong,
        count(*) FILTER (WHERE delivery_date < current_date)::int AS past,
        count(*) FILTER (WHERE issue_date <= current_date AND delivery_date >= current_date)::int AS current,
        count(*) FILTER (WHERE issue_date > current_date)::int AS future
      FROM leases WHERE company_id = ${DEALER_ID}`);
    expect(statuses.wrong).toBe(0);
    expect(statuses.past).toBeGreaterThan(0);
    expect(statuses.current).toBeGreaterThan(0);
    expect(statuses.future).toBeGreaterThan(0);
  });

  it("writes the money model's records: an income when paid now, else a credit with its kapora; a lone lease's own credit", async () => {
    const [wrong] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM processes p
      WHERE (SELECT count(*) FROM accountings a WHERE a.company_id = p.company_id AND a.process_id = p.id AND a.kind = CASE WHEN p.payment_style = 'now' THEN 'income' ELSE 'credit' END AND a.price = p.total) <> 1
         OR (SELECT count(*) FROM accountings a WHERE a.company_id = p.company_id AND a.process_id = p.id AND a.kind = 'payment') <> CASE WHEN p.deposit > 0 THEN 1 ELSE 0 END`);
    expect(wrong.n).toBe(0);
    const [lone] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM leases l WHERE l.process_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM accountings a WHERE a.company_id = l.company_id AND a.lease_id = l.id AND a.kind = 'credit' AND a.price = l.total_price)`);
    expect(lone.n).toBe(0);
  });

  it("measures the lease overview, the orders, the quotes and the availability: each answers the dealer's rows", async () => {
    expect(orderEndpoints().map((endpoint) => endpoint.key)).toEqual(ORDER_KEYS);
    for (const endpoint of orderEndpoints()) {
      const response = await get(endpoint.path);
      expect(response.statusCode, `${endpoint.key}: ${response.body}`).toBe(200);
    }
    const answer = async (key: string) => (await get(orderEndpoints().find((endpoint) => endpoint.key === key)!.path)).json();
    const leaseList = await answer("leases");
    expect(leaseList.data.length).toBeGreaterThan(0);
    expect(Object.keys(leaseList.counters ?? {}).sort()).toEqual(["current", "future", "past"]);
    expect((await answer("processes")).data.length).toBeGreaterThan(0);
    const quotes = await answer("proposals");
    expect(quotes.data.length).toBeGreaterThan(0);
    expect(quotes.counters).toMatchObject({ all: dealerProposals(scale) });
    const availability = await answer("availability");
    expect(availability).toHaveProperty("available");
    expect(availability).toHaveProperty("clashes");
  });
});
