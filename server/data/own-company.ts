import { and, eq } from "drizzle-orm";
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
  };
}
export type OwnCompanyRepository = ReturnType<typeof ownCompanyRepository>;
