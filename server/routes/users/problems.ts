import type { PermissionFlag } from "../../../src/domain/permissions";
import { newPasswordError } from "../../auth/new-password";
import type { AccountsRepository } from "../../data/accounts";
import { COMPANY_GRANTED_FLAGS, type UserRow, type UsersRepository } from "../../data/users";
import { AppError } from "../../errors";

type FieldErrors = Record<string, { key: string }[]>;

/**
 * Collects every problem of a user form before anything is written, so the form shows them all at once;
 * the routes hash a password only once it holds none.
 */
export class UserFormProblems {
  private readonly errors: FieldErrors = {};

  add(field: string, key: string): void {
    (this.errors[field] ??= []).push({ key });
  }

  /** The email belongs to another account (emails are unique across every company). */
  async checkEmail(accounts: AccountsRepository, email: string, ownId?: number): Promise<void> {
    const holder = await accounts.emailHolder(email);
    if (holder !== null && holder !== ownId) this.add("email", "auth.validation.emailTaken");
  }

  /** A new password: not blanks only, not one of the commonest, and confirmed. */
  checkNewPassword(password: string, confirmation: string): void {
    const weak = newPasswordError(password);
    if (weak) this.add("password", weak.key);
    if (password !== confirmation) this.add("password_confirmation", "auth.validation.passwordMismatch");
  }

  /** Year/size and product images are the operator's per-company grants: a shop cannot hand them out itself. */
  async checkGrantedFlags(repo: UsersRepository, flags: Partial<Record<PermissionFlag, boolean>>): Promise<void> {
    const grants = await repo.companyGrants();
    for (const flag of COMPANY_GRANTED_FLAGS) if (flags[flag] === true && !grants[flag]) this.add(flag, "server.users.flagNotGranted");
  }

  /** The first user's flags follow the company (they may do everything it may); they are not edited by hand. */
  checkOwnerFlags(target: UserRow, flags: Partial<Record<PermissionFlag, boolean>>): void {
    if (!target.first_user) return;
    for (const [flag, value] of Object.entries(flags) as [PermissionFlag, boolean | undefined][]) {
      if (value !== undefined && value !== target[flag]) this.add(flag, "server.users.ownerFlags");
    }
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new AppError(422, "server.errors.validation", this.errors);
  }
}
