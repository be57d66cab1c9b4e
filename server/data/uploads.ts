import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/core";
import type { TenantScope } from "./scope";

/** The uploaded files of one company (rows only; the bytes are in the file store). `db` may be a transaction. */
export function uploadsRepository(db: Db, scope: Pick<TenantScope, "companyId">) {
  const own = (key: string) => and(eq(uploads.storage_key, key), eq(uploads.company_id, scope.companyId));

  return {
    async insert(file: { key: string; contentType: string; sizeBytes: number }): Promise<void> {
      await db.insert(uploads).values({ company_id: scope.companyId, storage_key: file.key, content_type: file.contentType, size_bytes: file.sizeBytes });
    },

    /** Whether this company uploaded the file with this key. */
    async has(key: string): Promise<boolean> {
      const [row] = await db.select({ id: uploads.id }).from(uploads).where(own(key)).limit(1);
      return row !== undefined;
    },

    /** Whether this call removed the row; another company's key removes nothing. */
    async remove(key: string): Promise<boolean> {
      const removed = await db.delete(uploads).where(own(key)).returning({ id: uploads.id });
      return removed.length > 0;
    },
  };
}

/**
 * The stored type of any company's file: files are served without a token (an <img> sends none), the random
 * key being the secret, so this one read is deliberately not scoped.
 */
export async function uploadContentType(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ contentType: uploads.content_type }).from(uploads).where(eq(uploads.storage_key, key)).limit(1);
  return row?.contentType ?? null;
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
