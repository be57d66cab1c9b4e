import { eq } from "drizzle-orm";
import { allFlags, type PermissionFlags, type Role } from "../../src/domain/permissions";
import type { Db } from "../db/client";
import { companies, users } from "../db/core";

/** Free trial length of a new membership (spec §1, §9). */
export const TRIAL_DAYS = 14;

export const trialExpiration = (now: Date): Date => new Date(now.getTime() + TRIAL_DAYS * 86_400_000);

/**
 * A company's first user may do everything the company may: every flag on, except the two the operator
 * grants per company (year/size and product images), which follow the company's toggles.
 */
export function ownerPermissions(company: { yearsize_permission: boolean; productimage_permission: boolean }): PermissionFlags {
  return {
    ...allFlags(true),
    yearsize_permission: company.yearsize_permission,
    productimage_permission: company.productimage_permission,
  };
}

/**
 * Emails are stored lower-cased by JavaScript, whose lower-casing ignores locales: PostgreSQL's lower()
 * follows the database collation, and under a Turkish one 'I' becomes 'ı', which would split accounts.
 */
export const canonicalEmail = (email: string): string => email.trim().toLowerCase();

/** The account whose email matches case-insensitively. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, companyId: users.company_id, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.email, canonicalEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function insertUser(
  db: Db,
  user: {
    companyId: number;
    name: string;
    email: string;
    phone: string | null;
    /** Hashed before the transaction: scrypt takes a while, and PGlite has one connection. */
    passwordHash: string;
    roles: Role[];
    firstUser: boolean;
    permissions: PermissionFlags;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      company_id: user.companyId,
      name: user.name,
      email: canonicalEmail(user.email),
      phone: user.phone,
      password_hash: user.passwordHash,
      roles: user.roles,
      first_user: user.firstUser,
      ...user.permissions,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning({ id: users.id });
  return row.id;
}

export async function insertCompany(db: Db, company: typeof companies.$inferInsert): Promise<number> {
  const [row] = await db.insert(companies).values(company).returning({ id: companies.id });
  return row.id;
}

/** PostgreSQL unique violation, whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
}
