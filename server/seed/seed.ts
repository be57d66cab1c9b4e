import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { allFlags, type PermissionFlags, type Role } from "../../src/domain/permissions";
import { insertCompany, insertUser, ownerPermissions, trialExpiration } from "../auth/accounts";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { addCompanyDefaults } from "./company-defaults";
import { companies } from "../db/core";
import { createRepositories } from "../data";
import { registeredResources } from "../data/registry";

export interface SeedLogin {
  role: string;
  email: string;
  password: string;
}

/** The operator company never runs out; the far-future date keeps expiry checks uniform. */
const OPERATOR_EXPIRATION = new Date("9999-12-31T00:00:00.000Z");

/** Any constant key serialises concurrent first starts on one PostgreSQL server. */
const SEED_LOCK_KEY = 7_424_551;

/** A shop employee who sells and books appointments but sees no clients, money, reports, SMS or definitions. */
const STAFF_PERMISSIONS: PermissionFlags = {
  ...allFlags(false),
  homepage_permission: true,
  service_permission: true,
  fastsale_permission: true,
  appointment_permission: true,
  coiffeurappointment_permission: true,
  tailor_permission: true,
};

/** Platform SMS credits the demo shop starts with (a `grant` entry noted "Demo"). */
export const DEMO_SMS_CREDITS = 100;

const randomPassword = () => randomBytes(9).toString("base64url");

/**
 * The seeded shops have their profile completed and their phone verified, so the 'not activated'
 * prompt does not stand between a first look and the product. Phones are unassigned-looking samples.
 */
const activatedProfile = (title: string, phone: string, phone2: string) => ({ title, phone, phone2, sms_confirmed: true });

/**
 * On an empty database: the operator company "Merkez" with a superadmin, and "Demo Gelinlik" on a
 * 14-day trial with its owner and one limited staff member. Does nothing when any company exists.
 * Passwords are random unless `password` is given (e2e tests pass SEED_PASSWORD).
 */

export async function seedIfEmpty(
  db: Db,
  options: { now?: Date; password?: string } = {},
): Promise<{ created: boolean; logins: SeedLogin[] }> {
  const now = options.now ?? new Date();
  const passwordFor = () => options.password || randomPassword();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ n }] = await tx.select({ n: count() }).from(companies);
    if (Number(n) > 0) return { created: false, logins: [] };

    const logins: SeedLogin[] = [];
    const addUser = async (
      login: string,
      user: { companyId: number; name: string; email: string; roles: Role[]; firstUser: boolean; permissions: PermissionFlags },
    ) => {
      const password = passwordFor();
      await insertUser(tx, { ...user, phone: null, passwordHash: await hashPassword(password), now });
      logins.push({ role: login, email: user.email, password });
    };

    const operatorToggles = { yearsize_permission: true, productimage_permission: true };
    const operatorId = await insertCompany(tx, {
      full_name: "Merkez",
      ...activatedProfile("Merkez Yönetim", "+905320000001", "+905320000002"),
      expiration_date: OPERATOR_EXPIRATION,
      ...operatorToggles,
      created_at: now,
      updated_at: now,
    });
    await addCompanyDefaults(tx, operatorId);
    await addUser("superadmin", {
      companyId: operatorId,
      name: "Sistem Yöneticisi",
      email: "superadmin@gelinlik.local",
      roles: ["superadmin"],
      firstUser: true,
      permissions: allFlags(true),
    });

    // The demo shop gets the operator toggles too, so every screen of the product can be shown.
    const demoToggles = { yearsize_permission: true, productimage_permission: true };
    const demoId = await insertCompany(tx, {
      full_name: "Demo Gelinlik",
      ...activatedProfile("Demo Gelinlik Ltd. Şti.", "+905321112233", "+905321112234"),
      expiration_date: trialExpiration(now),
      ...demoToggles,
      created_at: now,
      updated_at: now,
    });
    await addCompanyDefaults(tx, demoId);
    // The demo shop can try the SMS module on the platform's account at once.
    await createRepositories(tx, registeredResources(), { companyId: demoId }).smsCredits.grant(DEMO_SMS_CREDITS, "grant", "Demo");
    await addUser("first_user", {
      companyId: demoId,
      name: "Demo Mağaza Sahibi",
      email: "demo@gelinlik.local",
      roles: ["user"],
      firstUser: true,
      permissions: ownerPermissions(demoToggles),
    });
    await addUser("staff", {
      companyId: demoId,
      name: "Demo Personel",
      email: "personel@gelinlik.local",
      roles: ["user"],
      firstUser: false,
      permissions: STAFF_PERMISSIONS,
    });
    return { created: true, logins };
  });
}
