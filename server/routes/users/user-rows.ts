import { and, eq } from "drizzle-orm";
import { PERMISSION_FLAGS, type PermissionFlag } from "../../../src/domain/permissions";
import type { Db } from "../../db/client";
import { companies, users } from "../../db/core";
import { notFound } from "../../errors";

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

export const userView = (row: UserRow) => ({ ...row, created_at: row.created_at.toISOString() });

/** A user of `companyId`; another company's user is a 404, exactly as a missing one. */
export async function companyUser(db: Db, companyId: number, id: number): Promise<UserRow> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.company_id, companyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The flags the operator grants per company; a user can hold them only when the company has them. */
export const COMPANY_GRANTED_FLAGS = ["yearsize_permission", "productimage_permission"] as const;

export async function companyGrants(db: Db, companyId: number) {
  const [company] = await db
    .select({ yearsize_permission: companies.yearsize_permission, productimage_permission: companies.productimage_permission })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company ?? { yearsize_permission: false, productimage_permission: false };
}
