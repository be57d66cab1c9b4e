import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, issueToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { authTokens } from "../db/core";
import { openTestDatabase } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { tokensRepository } from "./tokens";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
});
afterAll(() => drop());

const tokenIdsOf = async (userId: number) => (await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.user_id, userId))).map((row) => row.id);
const liveTokenIds = async (userId: number) =>
  (await db.select({ id: authTokens.id, revoked: authTokens.revoked_at }).from(authTokens).where(eq(authTokens.user_id, userId)))
    .filter((row) => row.revoked === null)
    .map((row) => row.id);
const secondToken = (actor: Actor, companyId = actor.companyId) => issueToken(db, { userId: actor.userId, companyId, ttlHours: 1 });

describe("tokensRepository.endSessionsOf", () => {
  it("ends every session of a user of the scope's company", async () => {
    const owner = await createActor(db);
    const staff = await createActor(db, { companyId: owner.companyId, firstUser: false });
    await secondToken(staff);
    expect(await tokensRepository(db, { companyId: owner.companyId, actorId: owner.userId }).endSessionsOf(staff.userId)).toBe(true);
    expect(await liveTokenIds(staff.userId)).toEqual([]);
    expect(await liveTokenIds(owner.userId)).toHaveLength(1);
  });

  it("ends nothing of another company's user and says so", async () => {
    const owner = await createActor(db);
    const stranger = await createActor(db);
    expect(await tokensRepository(db, { companyId: owner.companyId, actorId: owner.userId }).endSessionsOf(stranger.userId)).toBe(false);
    expect(await liveTokenIds(stranger.userId)).toHaveLength(1);
  });
});

describe("tokensRepository, the actor's own sessions", () => {
  it("ends the actor's other sessions in every company they act for, even when the scope is another shop, and keeps the one given", async () => {
    const operator = await createActor(db, { roles: ["superadmin"] });
    const shop = await createActor(db);
    await secondToken(operator);
    const insideShop = await secondToken(operator, shop.companyId);
    const [kept] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.token_hash, hashToken(insideShop)));
    await tokensRepository(db, { companyId: shop.companyId, actorId: operator.userId }).endActorsOtherSessions(kept.id);
    expect(await liveTokenIds(operator.userId)).toEqual([kept.id]);
    expect(await liveTokenIds(shop.userId)).toHaveLength(1);
  });

  it("signs out only a token of the actor: another user's token id ends nothing", async () => {
    const owner = await createActor(db);
    const staff = await createActor(db, { companyId: owner.companyId, firstUser: false });
    const repo = tokensRepository(db, { companyId: owner.companyId, actorId: owner.userId });
    await repo.endActorsSession((await tokenIdsOf(staff.userId))[0]);
    expect(await liveTokenIds(staff.userId)).toHaveLength(1);
    await repo.endActorsSession((await tokenIdsOf(owner.userId))[0]);
    expect(await liveTokenIds(owner.userId)).toEqual([]);
  });

  it("refuses to act for a scope without an actor", async () => {
    const owner = await createActor(db);
    await expect(tokensRepository(db, { companyId: owner.companyId }).endActorsOtherSessions(1)).rejects.toThrow(/no acting user/);
    expect(await liveTokenIds(owner.userId)).toHaveLength(1);
  });
});
