import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from "../../src/domain/permissions";
import { canonicalEmail, insertUser } from "../auth/accounts";
import type { Db } from "../db/client";
import { companies, users } from "../db/core";
import { containsFolded } from "../engine/search";
import type { TenantScope } from "./scope";

/** Every column a user row shows; the password and lock-password hashes are not selected at all. */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  first_user: users.first_user,
  created_at: users.created_at,
  ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, users[flag]])) as { [K in PermissionFlag]: (typeof users)[K] }),
};

export type UserRow = Omit<{ [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] }, "created_at"> & { created_at: Date };

/** The flags the operator grants per company; a user can hold them only when the company has them. */
export const COMPANY_GRANTED_FLAGS = ["yearsize_permission", "productimage_permission"] as const;

/** Name, email or phone; phones are stored as +905XXXXXXXXX, so typed digits ("0532 123") are matched as digits. */
function keywordMatch(keyword: string): SQL | undefined {
  const digits = keyword.replace(/\D/g, "").replace(/^0/, "");
  return or(
    containsFolded(users.name, keyword),
    containsFolded(users.email, keyword),
    containsFolded(users.phone, keyword),
    digits.length >= 3 ? sql`${users.phone} LIKE ${`%${digits}%`}` : undefined,
  );
}

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  permissions: PermissionFlags;
  now: Date;
}

/**
 * The users of one company: every query carries the company condition, so another company's user is
 * simply not there (a route answers 404, as for a missing one). `db` may be a transaction.
 */
export function usersRepository(db: Db, scope: Pick<TenantScope, "companyId">) {
  const own = (id: number) => and(eq(users.id, id), eq(users.company_id, scope.companyId));

  return {
    async find(id: number): Promise<UserRow | null> {
      const [row] = await db.select(userColumns).from(users).where(own(id)).limit(1);
      return row ?? null;
    },

    /** One page in id order, with the total for the list envelope. */
    async list(options: { keyword?: string; page: number; perPage: number }): Promise<{ rows: UserRow[]; total: number }> {
      const keyword = options.keyword?.trim();
      const where = and(eq(users.company_id, scope.companyId), keyword ? keywordMatch(keyword) : undefined);
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage);
      return { rows, total };
    },

    /** A staff member (never a first user, never an operator role); returns the new id. */
    insertStaff(user: NewUser): Promise<number> {
      return insertUser(db, { ...user, companyId: scope.companyId, roles: ["user"], firstUser: false });
    },

    /** Name, email, phone and the flags given; false when no such user of this company exists (any more). */
    async update(id: number, changes: { name: string; email: string; phone: string | null } & Partial<Record<PermissionFlag, boolean>>): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...changes, email: canonicalEmail(changes.email), updated_at: new Date() })
        .where(own(id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<boolean> {
      const updated = await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(own(id)).returning({ id: users.id });
      return updated.length > 0;
    },

    /** Whether this call deleted the row: of many parallel deletes of one user, exactly one gets true. */
    async remove(id: number): Promise<boolean> {
      const removed = await db.delete(users).where(own(id)).returning({ id: users.id });
      return removed.length > 0;
    },

    /** The operator's per-company grants (year/size, product images) of this company. */
    async companyGrants(): Promise<Record<(typeof COMPANY_GRANTED_FLAGS)[number], boolean>> {
      const [company] = await db
        .select({ yearsize_permission: companies.yearsize_permission, productimage_permission: companies.productimage_permission })
        .from(companies)
        .where(eq(companies.id, scope.companyId))
        .limit(1);
      return company ?? { yearsize_permission: false, productimage_permission: false };
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
