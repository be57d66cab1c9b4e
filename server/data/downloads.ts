import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { hashToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { downloads } from "../db/downloads";
import type { TenantScope } from "./scope";

/** How long a made file may be fetched (the cash box's Excel): long enough to click, short enough to leak nothing later. */
export const DOWNLOAD_TTL_MS = 10 * 60 * 1000;

/** A download's address token: 256 random bits, URL-safe (43 characters). */
export const DOWNLOAD_TOKEN_PATTERN = "^[A-Za-z0-9_-]{43}$";

export interface StoredFile {
  file_name: string;
  content_type: string;
  bytes: Buffer;
}

/**
 * Files made for one download, kept in the database for minutes: bound to the caller's company (another
 * company's token is not found), fetched by a token of which only the hash is kept. Each new file sweeps the
 * expired ones away.
 */
export function downloadsRepository(db: Db, scope: TenantScope) {
  return {
    async put(file: StoredFile, now = new Date()): Promise<{ token: string; expires_at: Date }> {
      await db.delete(downloads).where(lte(downloads.expires_at, now));
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + DOWNLOAD_TTL_MS);
      await db.insert(downloads).values({ ...file, company_id: scope.companyId, user_id: scope.actorId ?? null, token_hash: hashToken(token), expires_at: expiresAt });
      return { token, expires_at: expiresAt };
    },

    /** The company's unexpired file of that token, or null. */
    async take(token: string, now = new Date()): Promise<StoredFile | null> {
      const [found] = await db
        .select({ file_name: downloads.file_name, content_type: downloads.content_type, bytes: downloads.bytes })
        .from(downloads)
        .where(and(eq(downloads.token_hash, hashToken(token)), eq(downloads.company_id, scope.companyId), gt(downloads.expires_at, now)))
        .limit(1);
      return found ?? null;
    },
  };
}
