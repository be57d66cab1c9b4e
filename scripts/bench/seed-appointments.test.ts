import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { appointments, coiffeurAppointments, employees } from "../../server/db/resource-tables.generated";
import { createTestApp, type TestApp } from "../../server/test/app";
import { endpointsFor } from "./endpoints";
import { accountingStatements } from "./seed-accountings";
import {
  AHEAD_DAYS,
  APPOINTMENT_COLUMNS,
  APPOINTMENTS_PER_SHOP,
  appointmentStatements,
  dealerAppointments,
  EMPLOYEE_COLUMNS,
  EMPLOYEES_PER_SHOP,
} from "./seed-appointments";
import { catalogStatements } from "./seed-catalog";
import { dispatchStatements } from "./seed-dispatch";
import { orderStatements } from "./seed-orders";
import { DEALER_ID, seedStatements } from "./seed-sql";

const scale = { shops: 3, clients: 400, dealerClients: 200 };
const TABLES = ["appointments", '"coiffeurAppointments"'] as const;
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
        ...appointmentStatements(scale),
      ]) {
        await database.db.execute(sql.raw(statement));
      }
    },
  });
  token = await issueToken(t.database.db, { userId: DEALER_ID, companyId: DEALER_ID, ttlHours: 1 });
}, 120_000);
afterAll(() => t?.close());

const KEYS = ["fittingWeek", "fittings", "hairdresser"];
const appointmentEndpoints = () => endpointsFor(scale, 1).filter((endpoint) => KEYS.includes(endpoint.key));
const get = (path: string) => t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });

describe("the benchmark's employees and both calendars' appointments", () => {
  it("fills every NOT NULL column without a default of employees and both calendars", () => {
    const missing = (table: PgTable, columns: readonly string[]) =>
      getTableConfig(table).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary && !column.generated && !columns.includes(column.name)).map((column) => column.name);
    expect([missing(employees, EMPLOYEE_COLUMNS), missing(appointments, APPOINTMENT_COLUMNS), missing(coiffeurAppointments, APPOINTMENT_COLUMNS)]).toEqual([[], [], []]);
  });

  it("gives each shop its employees, the dealer its share of appointments and every other shop its own, each to a client of the shop", async () => {
    const staff = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM employees GROUP BY company_id ORDER BY company_id`);
    expect(staff.map((row) => row.n)).toEqual([EMPLOYEES_PER_SHOP, EMPLOYEES_PER_SHOP, EMPLOYEES_PER_SHOP]);
    for (const table of TABLES) {
      const perShop = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} GROUP BY company_id ORDER BY company_id`);
      expect(perShop.map((row) => row.n), table).toEqual([dealerAppointments(scale), APPOINTMENTS_PER_SHOP, APPOINTMENTS_PER_SHOP]);
      const [wrong] = await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} a JOIN clients c ON c.company_id = a.company_id AND c.id = a.client_id
        WHERE c.role IS DISTINCT FROM 'client'`);
      expect(wrong.n, table).toBe(0);
    }
  });

  it("keeps the instants equal to the wall clock in the shop's zone, each end after its start, and no two of one employee (or none) overlapping", async () => {
    for (const table of TABLES) {
      const [checks] = await rowsOf<{ instants: number; backwards: number; overlaps: number; later: number }>(`SELECT
          count(*) FILTER (WHERE a.starts_at <> (a.start_date + a.start_time::time) AT TIME ZONE co.time_zone
                              OR a.ends_at <> (a.end_date + a.end_time::time) AT TIME ZONE co.time_zone)::int AS instants,
          count(*) FILTER (WHERE a.ends_at <= a.starts_at)::int AS backwards,
          (SELECT count(*)::int FROM ${table} x JOIN ${table} y ON x.company_id = y.company_id AND x.id < y.id
             AND x.employee_id IS NOT DISTINCT FROM y.employee_id AND x.starts_at < y.ends_at AND y.starts_at < x.ends_at) AS overlaps,
          count(*) FILTER (WHERE a.start_date > current_date + ${AHEAD_DAYS})::int AS later
        FROM ${table} a JOIN companies co ON co.id = a.company_id`);
      expect(checks, table).toEqual({ instants: 0, backwards: 0, overlaps: 0, later: 0 });
    }
  });

  it("completes past appointments but some, and leaves a few online bookings to come pending", async () => {
    for (const table of TABLES) {
      const [statuses] = await rowsOf<{ wrong: number; passive: number; active: number; pending: number; employeeless: number }>(`SELECT
          count(*) FILTER (WHERE (status = 'passive' AND start_date >= current_date) OR (status = 'pending' AND (start_date < current_date OR source <> 'online')))::int AS wrong,
          count(*) FILTER (WHERE status = 'passive')::int AS passive,
          count(*) FILTER (WHERE status = 'active')::int AS active,
          count(*) FILTER (WHERE status = 'pending')::int AS pending,
          count(*) FILTER (WHERE employee_id IS NULL)::int AS employeeless
        FROM ${table}`);
      expect(statuses.wrong, table).toBe(0);
      for (const kind of ["passive", "active", "pending", "employeeless"] as const) expect(statuses[kind], `${table} ${kind}`).toBeGreaterThan(0);
    }
  });

  it("measures the fitting calendar's week and both lists' first pages: each answers the dealer's rows", async () => {
    expect(appointmentEndpoints().map((endpoint) => endpoint.key)).toEqual(KEYS);
    expect(appointmentEndpoints().every((endpoint) => endpoint.p95Target && endpoint.as === "dealer")).toBe(true);
    for (const endpoint of appointmentEndpoints()) {
      const response = await get(endpoint.path);
      expect(response.statusCode, `${endpoint.key}: ${response.body}`).toBe(200);
    }
    // The week asked is Monday to Sunday.
    const week = new URL(appointmentEndpoints()[0].path, "http://bench").searchParams;
    expect(new Date(`${week.get("start")}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${week.get("end")}T00:00:00Z`) - Date.parse(`${week.get("start")}T00:00:00Z`)).toBe(6 * 86_400_000);
    const fittings = (await get(appointmentEndpoints()[1].path)).json();
    expect(fittings.data.length).toBe(15);
    const hairdresser = (await get(appointmentEndpoints()[2].path)).json();
    expect(hairdresser.data.length).toBe(15);
    expect(Object.keys(hairdresser.counters ?? {}).sort()).toEqual(["active", "monthly", "passive", "today", "tomorrow", "weekly"]);
    // The test's dealer has only appointments to come (20 of them, two months ahead): all active or pending.
    expect(hairdresser.counters.active).toBeGreaterThan(0);
  });

  it("answers the dealer's week of the calendar with its appointments at full density (ten a day)", async () => {
    // The test's dealer books 20 fittings: the last two days before AHEAD_DAYS hold them, ten each.
    const last = (await rowsOf<{ day: string }>(`SELECT to_char(max(start_date), 'YYYY-MM-DD') AS day FROM appointments WHERE company_id = ${DEALER_ID}`))[0].day;
    const first = new Date(Date.parse(`${last}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const events = (await get(`/api/appointmentsCalendar?start=${first}&end=${last}`)).json() as { start_date: string; title: string | null }[];
    expect(events).toHaveLength(dealerAppointments(scale));
    expect(events.every((event) => typeof event.title === "string" && event.title.length > 0)).toBe(true);
  });
});
