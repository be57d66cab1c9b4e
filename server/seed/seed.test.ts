import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../src/domain/permissions";
import { verifyPassword } from "../auth/password";
import { openTestDatabase } from "../test/app";
import type { Database } from "../db/client";
import { companies, smsCreditEntries, users } from "../db/core";
import { DEMO_SMS_CREDITS, seedIfEmpty } from "./seed";

let database: Database;
let drop: () => Promise<void>;
const now = new Date("2026-03-01T09:00:00.000Z");
let first: Awaited<ReturnType<typeof seedIfEmpty>>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  first = await seedIfEmpty(database.db, { now });
});
afterAll(() => drop());

describe("seedIfEmpty", () => {
  it("creates the operator with a superadmin and the demo shop with its owner and a staff member", async () => {
    expect(first.created).toBe(true);
    expect(first.logins.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: "superadmin", email: "superadmin@gelinlik.local" },
      { role: "first_user", email: "demo@gelinlik.local" },
      { role: "staff", email: "personel@gelinlik.local" },
    ]);
    const rows = await database.db.select().from(companies).orderBy(asc(companies.id));
    expect(rows.map((company) => company.full_name)).toEqual(["Merkez", "Demo Gelinlik"]);
    expect(rows[1].expiration_date.toISOString()).toBe("2026-03-15T09:00:00.000Z");

    const byEmail = Object.fromEntries((await database.db.select().from(users)).map((user) => [user.email, user]));
    expect(byEmail["superadmin@gelinlik.local"]).toMatchObject({ roles: ["superadmin"], first_user: true, company_id: rows[0].id });
    expect(byEmail["demo@gelinlik.local"]).toMatchObject({ roles: ["user"], first_user: true, company_id: rows[1].id });
    expect(byEmail["personel@gelinlik.local"]).toMatchObject({ roles: ["user"], first_user: false, company_id: rows[1].id });
    for (const flag of PERMISSION_FLAGS) {
      expect(byEmail["superadmin@gelinlik.local"][flag], flag).toBe(true);
      expect(byEmail["demo@gelinlik.local"][flag], flag).toBe(true);
    }
    const staff = byEmail["personel@gelinlik.local"];
    for (const flag of ["client_permission", "offer_permission", "salary_permission", "safe_permission", "report_permission", "sms_permission", "definition_permission"] as const) {
      expect(staff[flag], flag).toBe(false);
    }
    expect(staff.homepage_permission).toBe(true);
    expect(staff.appointment_permission).toBe(true);
    expect(staff.fastsale_permission).toBe(true);
  });

  it("gives the demo shop 100 platform SMS credits, noted as a 'Demo' grant, and the operator none", async () => {
    const rows = await database.db.select().from(companies).orderBy(asc(companies.id));
    expect(rows.map((company) => company.sms_credits)).toEqual([0, DEMO_SMS_CREDITS]);
    expect(DEMO_SMS_CREDITS).toBe(100);
    const ledger = await database.db.select().from(smsCreditEntries);
    expect(ledger.map(({ company_id, delta, reason, note, balance }) => ({ company_id, delta, reason, note, balance }))).toEqual([
      { company_id: rows[1].id, delta: 100, reason: "grant", note: "Demo", balance: 100 },
    ]);
  });

  it("returns random passwords that match the stored hashes", async () => {
    const passwords = first.logins.map((login) => login.password);
    expect(new Set(passwords).size).toBe(3);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const stored = await database.db.select().from(users).orderBy(asc(users.id));
    for (const [index, login] of first.logins.entries()) {
      expect(stored[index].email).toBe(login.email);
      expect(await verifyPassword(login.password, stored[index].password_hash)).toBe(true);
    }
  });

  it("creates nothing on a second call", async () => {
    const again = await seedIfEmpty(database.db, { now });
    expect(again).toEqual({ created: false, logins: [] });
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(Number(n)).toBe(3);
  });
});
