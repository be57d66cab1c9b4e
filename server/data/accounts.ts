import { eq, sql } from "drizzle-orm";
import { canonicalEmail, findUserByEmail } from "../auth/accounts";
import type { Db } from "../db/client";
import { companies, users } from "../db/core";
import type { CompanyRow } from "./own-company";
import type { TenantScope } from "./scope";

export type AccountRow = typeof users.$inferSelect;

/** The acting user of a scope; a scope without one (seeding, jobs) has no own account to touch. */
export function actorOf(scope: TenantScope): number {
  if (scope.actorId === undefined) throw new Error("this scope has no acting user");
  return scope.actorId;
}

/** The signed-in screen's statement, asked on every page load: built once per database, not per request. */
const ownWithCompanyQueryOf = (db: Db) =>
  db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, sql.placeholder("companyId")))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("own_account_with_company");

const ownWithCompanyQueries = new WeakMap<Db, ReturnType<typeof ownWithCompanyQueryOf>>();

/**
 * Users as sign-in accounts rather than as staff of the scope's company (that is `usersRepository`). The
 * actor's own row is found by the actor alone: a superadmin acting inside a shop is still themselves, a user
 * of their own company, and their password and profile stay theirs. Emails are unique across every company,
 * so whether one is taken is asked of all of them (only an id comes back). `db` may be a transaction.
 */
export function accountsRepository(db: Db, scope: TenantScope) {
  const own = () => eq(users.id, actorOf(scope));

  return {
    /** The whole row: callers answer it through a view that leaves the hashes out. */
    async own(): Promise<AccountRow | null> {
      const [row] = await db.select().from(users).where(own()).limit(1);
      return row ?? null;
    },

    /** The actor's row and the scope's company in one statement (the signed-in screen shows both); null when either is gone. */
    async ownWithCompany(): Promise<{ user: AccountRow; company: CompanyRow } | null> {
      let query = ownWithCompanyQueries.get(db);
      if (!query) ownWithCompanyQueries.set(db, (query = ownWithCompanyQueryOf(db)));
      const [row] = await query.execute({ companyId: scope.companyId, userId: actorOf(scope) });
      return row ?? null;
    },

    async ownPasswordHash(): Promise<string | null> {
      const [row] = await db.select({ hash: users.password_hash }).from(users).where(own()).limit(1);
      return row?.hash ?? null;
    },

    /** False when the actor's row is gone. */
    async setOwnPasswordHash(passwordHash: string, now: Date): Promise<boolean> {
      const updated = await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(own()).returning({ id: users.id });
      return updated.length > 0;
    },

    /** The changed row, or null when the actor's row is gone; a taken email throws the unique violation. */
    async updateOwn(changes: { name: string; phone: string | null; email: string }): Promise<AccountRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, email: canonicalEmail(changes.email), updated_at: new Date() })
        .where(own())
        .returning();
      return row ?? null;
    },

    /** The id of the account holding this email (in any letter case, in any company), or null. */
    async emailHolder(email: string): Promise<number | null> {
      return (await findUserByEmail(db, email))?.id ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
