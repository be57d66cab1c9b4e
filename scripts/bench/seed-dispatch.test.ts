import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { clients, dimensions, dry, tailors } from "../../server/db/resource-tables.generated";
import { createTestApp, type TestApp } from "../../server/test/app";
import { endpointsFor } from "./endpoints";
import { accountingStatements } from "./seed-accountings";
import { catalogStatements } from "./seed-catalog";
import {
  dealerDispatches,
  DISPATCH_CLIENT_COLUMNS,
  DISPATCH_COLUMNS,
  DISPATCHES_PER_SHOP,
  dispatchStatements,
  DRY_CLIENTS_PER_SHOP,
  MEASURES,
  TAILOR_CLIENTS_PER_SHOP,
} from "./seed-dispatch";
import { orderStatements } from "./seed-orders";
import { DEALER_ID, seedStatements } from "./seed-sql";

const scale = { shops: 3, clients: 400, dealerClients: 200 };
let t: TestApp;
let token: string;

const rowsOf = async <T>(statement: string): Promise<T[]> => ((await t.database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, {
    beforeBuild: async (database) => {
      for (const statement of [
        ...seedStatements(scale, "hash"),
        ...catalogStatements(scale),
        ...accountingStatements(scale),
        ...orderStatements(scale),
        ...dispatchStatements(scale),
      ]) {
        await database.db.execute(sql.raw(statement));
      }
    },
  });
  token = await issueToken(t.database.db, { userId: DEALER_ID, companyId: DEALER_ID, ttlHours: 1 });
}, 120_000);
afterAll(() => t?.close());

const KEYS = ["tailors", "dry", "tailorList", "tailorWeek"];
const dispatchEndpoints = () => endpointsFor(scale, 1).filter((endpoint) => KEYS.includes(endpoint.key));
const get = (path: string) => t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });

describe("the benchmark's tailors, dry cleaning and measurement sheets", () => {
  it("fills every NOT NULL column without a default of the tailor and dry clients, tailors, dry and dimensions", () => {
    const missing = (table: PgTable, columns: readonly string[]) =>
      getTableConfig(table).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary && !columns.includes(column.name)).map((column) => column.name);
    expect([
      missing(clients, DISPATCH_CLIENT_COLUMNS),
      missing(tailors, DISPATCH_COLUMNS),
      missing(dry, [...DISPATCH_COLUMNS, "paid_date"]),
      missing(dimensions, ["company_id", "process_id", "client_id", ...MEASURES, "version", "created_at", "updated_at"]),
    ]).toEqual([[], [], [], []]);
    expect(MEASURES.every((name) => getTableConfig(dimensions).columns.some((column) => column.name === name))).toBe(true);
  });

  it("gives every client a role: the shops' clients are clients, and each shop has its tailors and dry cleaners", async () => {
    const roles = await rowsOf<{ company_id: string; role: string | null; n: number }>(
      `SELECT company_id, role, count(*)::int AS n FROM clients WHERE role IS DISTINCT FROM 'client' GROUP BY company_id, role ORDER BY company_id, role`,
    );
    expect(roles.map((row) => [Number(row.company_id), row.role, row.n])).toEqual(
      [1, 2, 3].flatMap((company) => [
        [company, "dry", DRY_CLIENTS_PER_SHOP],
        [company, "tailor", TAILOR_CLIENTS_PER_SHOP],
      ]),
    );
  });

  it("sends the dealer's share and each shop's own to the tailor and the cleaner, each row to a client of that role", async () => {
    for (const table of ["tailors", "dry"]) {
      const perShop = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} GROUP BY company_id ORDER BY company_id`);
      expect(perShop.map((row) => row.n), table).toEqual([dealerDispatches(scale), DISPATCHES_PER_SHOP, DISPATCHES_PER_SHOP]);
      const [wrong] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} d JOIN clients c ON c.company_id = d.company_id AND c.id = d.client_id
        WHERE c.role <> '${table === "tailors" ? "tailor" : "dry"}'`);
      expect(wrong.n, table).toBe(0);
    }
  });

  it("returns a row once its delivery date has passed; the dealer has rows out now, past and to come", async () => {
    for (const table of ["tailors", "dry"]) {
      const [statuses] = await rowsOf<{ wrong: number; past: number; current: number; future: number; active: number }>(`SELECT
          count(*) FILTER (WHERE (status = 'returned') <> (delivery_date < current_date) OR (status = 'returned') <> (delivered_date IS NOT NULL))::int AS wrong,
          count(*) FILTER (WHERE delivery_date < current_date)::int AS past,
          count(*) FILTER (WHERE issue_date <= current_date AND delivery_date >= current_date)::int AS current,
          count(*) FILTER (WHERE issue_date > current_date)::int AS future,
          count(*) FILTER (WHERE status = 'active')::int AS active
        FROM ${table} WHERE company_id = ${DEALER_ID}`);
      expect(statuses.wrong, table).toBe(0);
      expect(statuses.past, table).toBeGreaterThan(0);
      expect(statuses.current, table).toBeGreaterThan(0);
      expect(statuses.future, table).toBeGreaterThan(0);
      expect(statuses.active, table).toBeGreaterThan(0);
    }
  });

  it("writes the money: a returned tailor's charge and a paid cleaner's price are each one expense naming the row", async () => {
    const [tailor] = await rowsOf<{ n: number; unpriced: number }>(`SELECT
        count(*) FILTER (WHERE (SELECT count(*) FROM accountings a WHERE a.company_id = t.company_id AND a.tailor_id = t.id AND a.kind = 'expense' AND a.price = t.price AND a.date = t.delivered_date) <> 1)::int AS n,
        count(*) FILTER (WHERE t.price IS NULL)::int AS unpriced
      FROM tailors t WHERE t.status = 'returned'`);
    expect(tailor).toEqual({ n: 0, unpriced: 0 });
    const [cleaner] = await rowsOf<{ n: number; unpaid: number }>(`SELECT
        count(*) FILTER (WHERE (SELECT count(*) FROM accountings a WHERE a.company_id = d.company_id AND a.dry_id = d.id AND a.kind = 'expense' AND a.price = d.price AND a.date = d.paid_date) <> 1)::int AS n,
        count(*) FILTER (WHERE d.paid_date IS NULL)::int AS unpaid
      FROM dry d WHERE d.status = 'returned'`);
    expect(cleaner).toEqual({ n: 0, unpaid: 0 });
    const [early] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM accountings WHERE (tailor_id IS NOT NULL OR dry_id IS NOT NULL) AND date > current_date`);
    expect(early.n).toBe(0);
  });

  it("keeps a measurement sheet, all 14 measures filled, for sales of a Gelinlik only, one per sale", async () => {
    const [sheets] = await rowsOf<{ n: number; wrong: number; empty: number }>(`SELECT count(*)::int AS n,
        count(*) FILTER (WHERE p.type <> 'sale' OR d.client_id IS DISTINCT FROM p.client_id OR NOT EXISTS (
          SELECT 1 FROM process_lines l JOIN services s ON s.company_id = l.company_id AND s.id = l.service_id
                   JOIN categories cat ON cat.company_id = s.company_id AND cat.id = s.category_id
          WHERE l.company_id = p.company_id AND l.process_id = p.id AND cat.name = 'Gelinlik'))::int AS wrong,
        count(*) FILTER (WHERE ${MEASURES.map((name) => `d.${name} IS NULL`).join(" OR ")})::int AS empty
      FROM dimensions d JOIN processes p ON p.company_id = d.company_id AND p.id = d.process_id`);
    expect(sheets.n).toBeGreaterThan(0);
    expect(sheets.wrong).toBe(0);
    expect(sheets.empty).toBe(0);
  });

  it("measures the products at the tailor and at the cleaner out today and the week's tailor list: each answers the dealer's rows", async () => {
    expect(dispatchEndpoints().map((endpoint) => endpoint.key)).toEqual(KEYS);
    expect(dispatchEndpoints().every((endpoint) => endpoint.p95Target && endpoint.as === "dealer")).toBe(true);
    for (const endpoint of dispatchEndpoints()) {
      const response = await get(endpoint.path);
      expect(response.statusCode, `${endpoint.key}: ${response.body}`).toBe(200);
    }
    for (const key of ["tailors", "dry"]) {
      const answer = (await get(dispatchEndpoints().find((endpoint) => endpoint.key === key)!.path)).json();
      expect(answer.data.length, key).toBeGreaterThan(0);
      expect(Object.keys(answer.counters ?? {}).sort(), key).toEqual(["current", "future", "past"]);
      expect(answer.counters.current, key).toBeGreaterThan(0);
    }
    // The tailor list as its page opens: the dealer's dress items of every period, fifteen, with the six counters.
    const tailorList = (await get(dispatchEndpoints().find((endpoint) => endpoint.key === "tailorList")!.path)).json();
    expect(tailorList.data.length).toBe(15);
    expect(Object.keys(tailorList.counters ?? {}).sort()).toEqual(["monthly", "nextMonthly", "nextWeekly", "today", "tomorrow", "weekly"]);
  });
});
