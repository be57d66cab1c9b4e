import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from "../../src/domain/permissions";
import { canonicalEmail, insertUser } from "../auth/accounts";
import type { Db } from "../db/client";
import { companies, users } from "../db/core";
import { containsFolded } from "../engine/search";
import { sortKeyOf, sortsAlphabetically } from "../engine/turkish-order";
import { users as usersSchema } from "../../src/schemas/users.schema";
import type { TenantScope } from "./scope";

/** Every column a user row shows; the password and lock-password hashes are not selected at all. */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  first_user: users.first_user,
  created_at: users.created_at,
  version: users.version,
  ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, users[flag]])) as { [K in PermissionFlag]: (typeof users)[K] }),
};

/** What a list may sort by: the columns a row shows, and when it last changed. */
const sortColumns: Record<string, (typeof userColumns)[keyof typeof userColumns] | typeof users.updated_at> = { ...userColumns, updated_at: users.updated_at };

/** A change based on an older version of the user: nothing was written. */
export const STALE_USER = Symbol("stale user");

export type UserRow = Omit<{ [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] }, "created_at"> & { created_at: Date };

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

export interface UserListQuery {
  keyword?: string;
  page: number;
  perPage: number;
  /** A column of the row (anything else is refused by the route's query schema); id order by default. */
  sort?: string;
  order?: "asc" | "desc";
}

/**
 * The users of one company: every query carries the company condition, so another company's user is
 * simply not there (a route answers 404, as for a missing one). `db` may be a transaction. An operator's
 * 'all' view (`scope.all`) lists every company's users, or one dealer's, each with its company's name.
 */
export function usersRepository(db: Db, scope: Pick<TenantScope, "companyId" | "all">) {
  const own = (id: number) => and(eq(users.id, id), eq(users.company_id, scope.companyId));
  const listed = () => (scope.all ? (scope.all.dealerId === null ? undefined : eq(users.company_id, scope.all.dealerId)) : eq(users.company_id, scope.companyId));

  async function find(id: number): Promise<UserRow | null> {
    const [row] = await db.select(userColumns).from(users).where(own(id)).limit(1);
    return row ?? null;
  }

  return {
    find,

    /** One page (in id order unless sorted), with the total for the list envelope. */
    async list(options: UserListQuery): Promise<{ rows: (UserRow & { company_id?: number; dealer_name?: string | null })[]; total: number }> {
      const keyword = options.keyword?.trim();
      const where = and(listed(), keyword ? keywordMatch(keyword) : undefined);
      const direction = options.order === "desc" ? desc : asc;
      const column = sortColumns[options.sort ?? "id"] ?? users.id;
      // Names sort in Turkish alphabetical order, as every resource's free text does.
      const sorted = options.sort && sortsAlphabetically(usersSchema.properties[options.sort as keyof typeof usersSchema.properties]) ? sortKeyOf(column) : column;
      // The 'all' view names each row's company, and says whose it is (so nobody acts on another company's user).
      const columns = scope.all ? { ...userColumns, company_id: users.company_id, dealer_name: companies.full_name } : userColumns;
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select(columns)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.company_id))
        .where(where)
        .orderBy(direction(sorted), direction(users.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage);
      return { rows, total };
    },

    /** A staff member (never a first user, never an operator role); returns the new id. */
    insertStaff(user: NewUser): Promise<number> {
      return insertUser(db, { ...user, companyId: scope.companyId, roles: ["user"], firstUser: false });
    },

    /**
     * Name, email, phone and the flags given, and the next version; false when no such user of this company
     * exists (any more). With `expectedVersion`, a user changed since the caller read them is not touched: STALE_USER.
     */
    async update(
      id: number,
      changes: { name: string; email: string; phone: string | null } & Partial<Record<PermissionFlag, boolean>>,
      expectedVersion?: number,
    ): Promise<boolean | typeof STALE_USER> {
      const versionMatch = expectedVersion === undefined ? undefined : eq(users.version, expectedVersion);
      const updated = await db
        .update(users)
        .set({ ...changes, email: canonicalEmail(changes.email), version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(and(own(id), versionMatch))
        .returning({ id: users.id });
      if (updated.length > 0) return true;
      return expectedVersion !== undefined && (await find(id)) !== null ? STALE_USER : false;
    },

    /** The password is no part of the row a form shows, so it leaves the version alone (an open edit form stays valid). */
    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<boolean> {
      const updated = await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(own(id)).returning({ id: users.id });
      return updated.length > 0;
    },

    /** Whether this call deleted the row: of many parallel deletes of one user, exactly one gets true. */
    async remove(id: number): Promise<boolean> {
      const removed = await db.delete(users).where(own(id)).returning({ id: users.id });
      return removed.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
