import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { PERMISSION_FLAGS, ROLES, type PermissionFlags, type Role } from "../../src/domain/permissions";
import type { Db } from "../db/client";
import { authTokens, users } from "../db/core";
import type { Session } from "./session";

const TOKEN_BYTES = 32;

/** Only this digest is stored, so a leaked table does not hand out live sessions. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Creates a bearer token for `userId` acting for `companyId`; returns the token itself, shown once. */
export async function issueToken(
  db: Db,
  options: { userId: number; companyId: number; ttlHours: number; now?: Date },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const now = options.now ?? new Date();
  await db.insert(authTokens).values({
    user_id: options.userId,
    company_id: options.companyId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + options.ttlHours * 3_600_000),
    created_at: now,
  });
  return token;
}

const flagColumns = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, users[flag]])) as {
  [K in keyof PermissionFlags]: (typeof users)[K];
};

/** The session of a live token (not revoked, not expired), or null. */
export async function sessionForToken(db: Db, token: string, now: Date = new Date()): Promise<Session | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      companyId: authTokens.company_id,
      userId: users.id,
      roles: users.roles,
      firstUser: users.first_user,
      ...flagColumns,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(eq(authTokens.token_hash, hashToken(token)), isNull(authTokens.revoked_at), gt(authTokens.expires_at, now)))
    .limit(1);
  if (!row) return null;
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    companyId: row.companyId,
    roles: (row.roles ?? []).filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    firstUser: row.firstUser,
    permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, row[flag] === true])) as PermissionFlags,
  };
}

export async function revokeToken(db: Db, tokenId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revoked_at)));
}

/** Ends every session of `userId` except `keepTokenId` (the caller's own, when they changed their own password). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number | null, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at), keepTokenId === null ? undefined : ne(authTokens.id, keepTokenId)));
}
