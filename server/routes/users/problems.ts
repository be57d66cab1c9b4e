import type { PermissionFlag } from "../../../src/domain/permissions";
import type { Session } from "../../auth/session";
import { newPasswordError } from "../../auth/new-password";
import type { AccountsRepository } from "../../data/accounts";
import type { UserRow } from "../../data/users";
import { companyFlagErrors, lockedFieldErrors } from "../../engine/row-answers";
import { AppError } from "../../errors";
import { usersSchema } from "./schemas";

type FieldErrors = Record<string, { key: string }[]>;
type Flags = Partial<Record<PermissionFlag, boolean>>;

/**
 * Collects every problem of a user form before anything is written, so the form shows them all at once;
 * the routes hash a password only once it holds none.
 */
export class UserFormProblems {
  private readonly errors: FieldErrors = {};

  add(field: string, key: string): void {
    (this.errors[field] ??= []).push({ key });
  }

  private addAll(errors: FieldErrors): void {
    for (const [field, found] of Object.entries(errors)) for (const { key } of found) this.add(field, key);
  }

  /** The email belongs to another account (emails are unique across every company). */
  async checkEmail(accounts: AccountsRepository, email: string, ownId?: number): Promise<void> {
    const holder = await accounts.emailHolder(email);
    if (holder !== null && holder !== ownId) this.add("email", "auth.validation.emailTaken");
  }

  /** A name of spaces only is no name (the routes keep passwords as typed, so blanks are not dropped for them all). */
  checkName(name: string): void {
    if (name.trim() === "") this.add("name", "server.validation.required");
  }

  /** A new password: not blanks only, not one of the commonest, and confirmed. */
  checkNewPassword(password: string, confirmation: string): void {
    const weak = newPasswordError(password);
    if (weak) this.add("password", weak.key);
    if (password !== confirmation) this.add("password_confirmation", "auth.validation.passwordMismatch");
  }

  /** Year/size and product images (`x-company-flag`) are the operator's per-company grants: a shop cannot hand them out itself. */
  checkGrantedFlags(company: Record<string, unknown> | null, flags: Flags, before?: UserRow): void {
    this.addAll(companyFlagErrors(usersSchema, company, flags, before, "server.users.flagNotGranted"));
  }

  /** The first user's flags follow the company (`x-update-when: notFirstUser`); they are not edited by hand. */
  checkLockedFlags(session: Session, target: UserRow, flags: Flags): void {
    this.addAll(lockedFieldErrors(usersSchema, session, target, flags, "server.users.ownerFlags"));
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new AppError(422, "server.errors.validation", this.errors);
  }
}
