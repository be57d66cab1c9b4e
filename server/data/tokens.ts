import { and, eq, isNull } from "drizzle-orm";
import { revokeOtherTokens } from "../auth/tokens";
import type { Db } from "../db/client";
import { authTokens, users } from "../db/core";
import { actorOf } from "./accounts";
import type { TenantScope } from "./scope";

/**
 * Sessions (bearer tokens) as one scope may end them: those of the company's users, and the actor's own.
 * The actor's own are theirs whatever company the scope is (a superadmin acting inside a shop ends their
 * sessions everywhere), as their password is. `db` may be a transaction.
 */
export function tokensRepository(db: Db, scope: TenantScope) {
  return {
    /** Ends every session of a user of this company (their password was set for them); false for anyone else. */
    async endSessionsOf(userId: number, now = new Date()): Promise<boolean> {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.company_id, scope.companyId)))
        .limit(1);
      if (!member) return false;
      await revokeOtherTokens(db, userId, null, now);
      return true;
    },

    /** Ends every session of the actor but `keepTokenId` (the one they are using). */
    async endActorsOtherSessions(keepTokenId: number, now = new Date()): Promise<void> {
      await revokeOtherTokens(db, actorOf(scope), keepTokenId, now);
    },

    /** Signs out: ends one of the actor's own sessions; another user's token id ends nothing. */
    async endActorsSession(tokenId: number, now = new Date()): Promise<void> {
      await db
        .update(authTokens)
        .set({ revoked_at: now })
        .where(and(eq(authTokens.id, tokenId), eq(authTokens.user_id, actorOf(scope)), isNull(authTokens.revoked_at)));
    },
  };
}

export type TokensRepository = ReturnType<typeof tokensRepository>;
