import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/core";
import { personalData, scrubJson, significantDigits, type PersonalData } from "./personal-text";
import type { TenantScope } from "./scope";

/** Records of one resource whose audit copies belong to the erased person. */
export interface AuditRecords {
  resource: string;
  ids: readonly number[];
}

/**
 * The audit's copies of an erased person's data (KVKK): the history endpoints answer `before` and `after`, so the
 * entries of her own records and every other entry of the company whose copy names her are scrubbed in place. The
 * entries themselves (who did what, when, to which record) stay.
 */
export function privacyAuditRepository(db: Db, scope: TenantScope) {
  const inScope = () => (scope.companyId > 0 ? eq(auditLog.company_id, scope.companyId) : sql`false`);
  return {
    /** Scrubs the entries; answers how many changed. `data` as `personalData` makes it. */
    async scrub(records: readonly AuditRecords[], data: PersonalData): Promise<number> {
      const own = records.filter((record) => record.ids.length > 0).map((record) => and(eq(auditLog.resource, record.resource), inArray(auditLog.record_id, [...record.ids])));
      // A cheap first sieve in SQL (her texts as they were stored, her numbers' digits); the scrubber decides.
      const needles = [...data.texts, ...data.numbers.map(significantDigits)];
      const mentions: SQL[] = needles.flatMap((needle) => [sql`${auditLog.before}::text ILIKE ${`%${needle}%`}`, sql`${auditLog.after}::text ILIKE ${`%${needle}%`}`]);
      const conditions = [...own, ...mentions];
      if (conditions.length === 0) return 0;
      const entries = await db
        .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(inScope(), or(...conditions)));
      let changed = 0;
      for (const entry of entries) {
        const before = scrubJson(entry.before, data);
        const after = scrubJson(entry.after, data);
        if (JSON.stringify(before) === JSON.stringify(entry.before) && JSON.stringify(after) === JSON.stringify(entry.after)) continue;
        await db.update(auditLog).set({ before, after }).where(and(inScope(), eq(auditLog.id, entry.id)));
        changed += 1;
      }
      return changed;
    },
  };
}

export { personalData };
