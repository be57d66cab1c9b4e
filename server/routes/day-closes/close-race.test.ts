import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { constraintViolation } from "../../data/constraint-violation";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

/**
 * A close and a write into its day at the same time, on PostgreSQL (PGlite has one connection: nothing runs at
 * once there). Each side waits for the other's transaction: the close counts what was written before it, and
 * what comes after it is refused.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let owner: Actor;

const table = () => t.app.resources.definition("accountings").table;
const values = (day: string, price: string) => ({ company_id: owner.companyId, kind: "income", type: "income", payment_type: "cash", date: day, price }) as never;
/** Advisory locks of the day locks, by mode and whether granted. */
const advisoryLocks = async () =>
  ((await t.database.db.execute(sql`select mode, granted from pg_locks where locktype = 'advisory' and objsubid = 2`)) as unknown as { rows: { mode: string; granted: boolean }[] }).rows;
const waitingFor = (mode: string) => vi.waitFor(async () => expect(await advisoryLocks()).toContainEqual({ mode, granted: false }), { timeout: 10_000, interval: 20 });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t?.close());

describe.runIf(onPostgres)("a day close racing a write into its day (PostgreSQL)", () => {
  it("waits for a write in progress and counts it", async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => (written = resolve));
    const writer = t.database.db.transaction(async (tx) => {
      await tx.insert(table()).values(values("2026-01-05", "70.00"));
      written();
      await held;
    });
    await inserted;
    const closing = t.app.inject({ method: "POST", url: "/api/day_closes", headers: owner.headers, payload: { day: "2026-01-05" } });
    await waitingFor("ExclusiveLock");
    commit();
    await writer;
    const closed = await closing;
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({ income: "70.00", process_count: 1 });
  });

  it("makes a write wait for a close in progress, then refuses it", async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const closer = t.app.unitOfWork({ companyId: owner.companyId }, async (repos) => {
      await repos.cash.lockDay("2026-01-06");
      await repos.resource("day_closes").create({ day: "2026-01-06" });
      locked();
      await held;
    });
    await lockTaken;
    const writing = t.database.db.insert(table()).values(values("2026-01-06", "15.00")).then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitingFor("ShareLock");
    commit();
    await closer;
    expect(constraintViolation(await writing)).toMatchObject({ kind: "dayClosed" });
  });
});

// Keeps the file from being an empty suite on PGlite, where the race cannot happen.
it.skipIf(onPostgres)("has nothing to race on PGlite (one connection)", () => {
  expect(t.database.kind).toBe("pglite");
});
