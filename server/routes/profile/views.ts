import { PERMISSION_FLAGS } from "../../../src/domain/permissions";
import type { companies, users } from "../../db/core";
import { currentUserResponse } from "../auth/schemas";

/** The company and user shapes of GET /api/user; the response schemas list fields, so no secret column leaks. */
export const companyResponse = currentUserResponse.properties.company;
export const userResponse = currentUserResponse.properties.user;

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The company as GET /api/user shows it: without the activation code columns, dates as ISO text. */
export function companyView(company: CompanyRow) {
  const {
    activation_code_hash: _hash,
    activation_code_expires_at: _expires,
    activation_code_sent_at: _sent,
    activation_attempts: _attempts,
    ...shown
  } = company;
  return { ...shown, expiration_date: company.expiration_date.toISOString(), created_at: company.created_at.toISOString() };
}

/** The user as GET /api/user shows it: never a password or lock-password hash. */
export function userView(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    first_user: user.first_user,
    locked: user.locked,
    locked_set: user.lock_password_hash ? 1 : 0,
    ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, user[flag]])),
  };
}
