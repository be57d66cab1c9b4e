import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { TenantScope } from "./scope";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, "id">>;

/** The caller's own company row: read and changed only through the scope's company id. `db` may be a transaction. */
export function ownCompanyRepository(db: Db, scope: Pick<TenantScope, "companyId">) {
  const own = eq(companies.id, scope.companyId);

  return {
    async get(): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(own).limit(1);
      return row ?? null;
    },

    /** The changed row, or null when the company is gone. */
    async update(changes: CompanyChanges): Promise<CompanyRow | null> {
      const [row] = await db.update(companies).set({ ...changes, updated_at: new Date() }).where(own).returning();
      return row ?? null;
    },

    /** A logo pointing at a deleted file would be a broken image on every printout: cleared with the file. */
    async clearLogoIf(logoUrl: string): Promise<void> {
      await db.update(companies).set({ logo_url: null, updated_at: new Date() }).where(and(own, eq(companies.logo_url, logoUrl)));
    },

    /**
     * Stores a new activation code unless one was sent less than `resendAfterMs` ago; checked and reserved in
     * one statement, so two clicks cannot both send. False when it is too early.
     */
    async reserveActivationCode(code: { hash: string; now: Date; ttlMs: number; resendAfterMs: number }): Promise<boolean> {
      const reserved = await db
        .update(companies)
        .set({
          activation_code_hash: code.hash,
          activation_code_expires_at: new Date(code.now.getTime() + code.ttlMs),
          activation_code_sent_at: code.now,
          activation_attempts: 0,
        })
        .where(and(own, or(isNull(companies.activation_code_sent_at), lte(companies.activation_code_sent_at, new Date(code.now.getTime() - code.resendAfterMs)))))
        .returning({ id: companies.id });
      return reserved.length > 0;
    },

    /** A code that never reached the phone is void; the last send time goes back to what it was. */
    async voidActivationCode(previousSentAt: Date | null): Promise<void> {
      await db.update(companies).set({ activation_code_hash: null, activation_code_expires_at: null, activation_code_sent_at: previousSentAt }).where(own);
    },

    /**
     * Counts one try at the live code before it is compared, in one statement, so even parallel guesses get
     * `maxAttempts` tries per code. Null when there is no live code or its tries are spent.
     */
    async countActivationAttempt(now: Date, maxAttempts: number): Promise<{ hash: string; attempts: number } | null> {
      const [attempt] = await db
        .update(companies)
        .set({ activation_attempts: sql`${companies.activation_attempts} + 1` })
        .where(and(own, isNotNull(companies.activation_code_hash), gt(companies.activation_code_expires_at, now), lt(companies.activation_attempts, maxAttempts)))
        .returning({ hash: companies.activation_code_hash, attempts: companies.activation_attempts });
      return attempt?.hash ? { hash: attempt.hash, attempts: attempt.attempts } : null;
    },

    /** Confirms the phone if the code checked is still the live one; null when a newer code replaced it meanwhile. */
    async confirmPhone(codeHash: string, now: Date): Promise<CompanyRow | null> {
      const [row] = await db
        .update(companies)
        .set({ sms_confirmed: true, activation_code_hash: null, activation_code_expires_at: null, activation_attempts: 0, updated_at: now })
        .where(and(own, eq(companies.activation_code_hash, codeHash)))
        .returning();
      return row ?? null;
    },
  };
}

export type OwnCompanyRepository = ReturnType<typeof ownCompanyRepository>;
