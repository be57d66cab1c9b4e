import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/app";
import { createActor } from "../test/fixtures";
import { registeredResources } from "./registry";
import { unitOfWorkOn, type Repositories, type UnitOfWork } from "./index";

// The repository alone, on a fresh database (PGlite, or PostgreSQL under `npm run test:pg`).
let database: Database;
let drop: () => Promise<void>;
let unitOfWork: UnitOfWork;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  unitOfWork = unitOfWorkOn(database.db, registeredResources());
});
afterAll(() => drop?.());

const shop = async () => {
  const actor = await createActor(database.db);
  const scope = { companyId: actor.companyId, actorId: actor.userId };
  const work = <T,>(run: (credits: Repositories["smsCredits"]) => Promise<T>) => unitOfWork(scope, (repos) => run(repos.smsCredits));
  return { actor, scope, work };
};

describe("repos.smsCredits", () => {
  it("grants, spends per message, refunds, and writes the ledger with the balance after each entry", async () => {
    const { work } = await shop();
    expect(await work((credits) => credits.balance())).toBe(0);
    expect(await work((credits) => credits.grant(10, "grant", "Hoş geldiniz"))).toBe(10);
    expect(await work((credits) => credits.spend(5, [{ messageId: 1, credits: 2 }, { messageId: 2, credits: 3 }]))).toEqual({ ok: true, balance: 5 });
    expect(await work((credits) => credits.refund(2, 3))).toBe(8);
    expect(await work((credits) => credits.balance())).toBe(8);
    const { data, total } = await work((credits) => credits.entries({ page: 1, perPage: 10 }));
    expect(total).toBe(4);
    expect(data.map(({ delta, reason, message_id, balance, note }) => ({ delta, reason, message_id, balance, note }))).toEqual([
      { delta: 3, reason: "refund", message_id: 2, balance: 8, note: null },
      { delta: -3, reason: "spend", message_id: 2, balance: 5, note: null },
      { delta: -2, reason: "spend", message_id: 1, balance: 8, note: null },
      { delta: 10, reason: "grant", message_id: null, balance: 10, note: "Hoş geldiniz" },
    ]);
    const second = await work((credits) => credits.entries({ page: 2, perPage: 3 }));
    expect(second.data.map((row) => row.reason)).toEqual(["grant"]);
    expect(second.total).toBe(4);
  });

  it("refuses a spend beyond the balance and changes nothing", async () => {
    const { work } = await shop();
    await work((credits) => credits.grant(4, "purchase"));
    expect(await work((credits) => credits.spend(6, [{ messageId: 9, credits: 6 }]))).toEqual({ ok: false, available: 4 });
    expect(await work((credits) => credits.balance())).toBe(4);
    expect((await work((credits) => credits.entries({ page: 1, perPage: 10 }))).total).toBe(1);
  });

  it("keeps each company's credits apart", async () => {
    const a = await shop();
    const b = await shop();
    await a.work((credits) => credits.grant(7, "grant"));
    expect(await b.work((credits) => credits.balance())).toBe(0);
    expect((await b.work((credits) => credits.entries({ page: 1, perPage: 10 }))).total).toBe(0);
  });

  // On PostgreSQL the ten transactions run side by side: without the conditional UPDATE more than three would pass.
  it("lets exactly three of ten racing spends of 3 through a balance of 10", async () => {
    const { work } = await shop();
    await work((credits) => credits.grant(10, "grant"));
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => work((credits) => credits.spend(3, [{ messageId: 100 + index, credits: 3 }]))));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.available === 1)).toBe(true);
    expect(await work((credits) => credits.balance())).toBe(1);
    const ledger = await work((credits) => credits.entries({ page: 1, perPage: 20 }));
    expect(ledger.data.filter((row) => row.reason === "spend").map((row) => row.balance).sort()).toEqual([1, 4, 7]);
  });
});
