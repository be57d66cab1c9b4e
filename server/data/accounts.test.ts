import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { users } from "../db/core";
import { openTestDatabase } from "../test/app";
import { createActor } from "../test/fixtures";
import { accountsRepository } from "./accounts";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
});
afterAll(() => drop());

const rowOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe("accountsRepository, the actor's own account", () => {
  it("finds, re-passwords and changes the actor even when the scope is another company (a superadmin inside a shop)", async () => {
    const operator = await createActor(db, { roles: ["superadmin"] });
    const shop = await createActor(db);
    const accounts = accountsRepository(db, { companyId: shop.companyId, actorId: operator.userId });

    expect((await accounts.own())?.id).toBe(operator.userId);
    expect(await accounts.ownPasswordHash()).toBe("not-used-in-these-tests");
    expect(await accounts.setOwnPasswordHash("new-hash", new Date())).toBe(true);
    const changed = await accounts.updateOwn({ name: "Operatör", phone: null, email: " Operator@Example.com " });
    expect(changed).toMatchObject({ id: operator.userId, name: "Operatör", email: "operator@example.com", company_id: operator.companyId });

    expect((await rowOf(operator.userId)).password_hash).toBe("new-hash");
    expect((await rowOf(shop.userId)).password_hash).toBe("not-used-in-these-tests");
    expect((await rowOf(shop.userId)).name).toBe("Test");
  });

  it("answers nothing once the actor's row is gone", async () => {
    const gone = await createActor(db);
    await db.delete(users).where(eq(users.id, gone.userId));
    const accounts = accountsRepository(db, { companyId: gone.companyId, actorId: gone.userId });
    expect(await accounts.own()).toBeNull();
    expect(await accounts.ownPasswordHash()).toBeNull();
    expect(await accounts.setOwnPasswordHash("x", new Date())).toBe(false);
    expect(await accounts.updateOwn({ name: "X", phone: null, email: "x@example.com" })).toBeNull();
  });

  it("refuses to act for a scope without an actor", async () => {
    const owner = await createActor(db);
    await expect(accountsRepository(db, { companyId: owner.companyId }).setOwnPasswordHash("x", new Date())).rejects.toThrow(/no acting user/);
    expect((await rowOf(owner.userId)).password_hash).toBe("not-used-in-these-tests");
  });
});

describe("accountsRepository.emailHolder", () => {
  it("finds the holder of an email in any company and any letter case, and nobody for a free one", async () => {
    const elsewhere = await createActor(db);
    const email = (await rowOf(elsewhere.userId)).email;
    const asker = await createActor(db);
    const accounts = accountsRepository(db, { companyId: asker.companyId, actorId: asker.userId });
    expect(await accounts.emailHolder(email.toUpperCase())).toBe(elsewhere.userId);
    expect(await accounts.emailHolder("bos-adres@example.com")).toBeNull();
  });
});
