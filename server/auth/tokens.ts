import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
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

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * The session lookup runs on every signed-in request, so its SQL is built once per database (a prepared
 * statement: PostgreSQL also parses and plans it once per connection) instead of by the query builder each time.
 * One statement reads the token and its user; a revoked, expired or unknown token, or a deleted user, finds no row.
 */
const sessionQueryOf = (db: Db) =>
  db
    .select({ tokenId: authTokens.id, companyId: authTokens.company_id, userId: users.id, roles: users.roles, firstUser: users.first_user, ...flagColumns })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(eq(authTokens.token_hash, sql.placeholder("hash")), isNull(authTokens.revoked_at), gt(authTokens.expires_at, sql.placeholder("now"))),
    )
    .limit(1)
    .prepare("session_for_token");

const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQueryOf>>();

/** The session of a live token (not revoked, not expired), or null. */
export async function sessionForToken(db: Db, token: string, now: Date = new Date()): Promise<Session | null> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQueryOf(db)));
  // A placeholder skips the column's encoder, so the timestamp goes as the text the column would send.
  const [row] = await query.execute({ hash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  const permissions = {} as PermissionFlags;
  for (const flag of PERMISSION_FLAGS) permissions[flag] = row[flag] === true;
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    companyId: row.companyId,
    roles: (row.roles ?? []).filter(isRole),
    firstUser: row.firstUser,
    permissions,
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
