import { PERMISSION_FLAGS, type AccessSubject, type PermissionFlags, type Role } from "../domain/permissions";
import type { HttpClient } from "./http-client";
import { requestIdentity, type IdentityRequest } from "./identity-request";

export { TOKEN_STORAGE_KEY, tokenStore } from "./token-store";

export interface CompanySummary {
  id: number;
  full_name: string;
}

export interface Company extends CompanySummary {
  title: string | null;
  phone: string | null;
  phone2: string | null;
  sms_confirmed: boolean;
  expiration_date: string | null;
  is_frozen: boolean;
  created_at?: string;
  [field: string]: unknown;
}

/** `GET /api/user` as the server sends it: the 17 flags sit flat on `user`. */
export interface UserInfoResponse {
  user: { id: number; name: string; email: string; phone: string | null; first_user: boolean; locked: boolean; locked_set: boolean } & Partial<
    Record<keyof PermissionFlags, boolean>
  >;
  company: Company;
  roles: Role[];
  companies: CompanySummary[];
  balance: string;
}

/** The signed-in user as the client uses it; `balance` stays a string (money is never a float). */
export interface Identity extends AccessSubject {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  locked: boolean;
  locked_set: boolean;
  company: Company;
  companies: CompanySummary[];
  balance: string;
}

export const toIdentity = ({ user, company, roles, companies, balance }: UserInfoResponse): Identity => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  locked: user.locked,
  locked_set: user.locked_set,
  first_user: user.first_user,
  roles,
  permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, user[flag] === true])) as PermissionFlags,
  company,
  companies: companies ?? [],
  balance,
});

/**
 * The identity is asked for once per session and kept in memory; providers share this cache so
 * check, getIdentity, getPermissions and can() cost one `GET /api/user`. `startedRequest` is that call when
 * src/main.tsx already sent it (`startIdentityRequest`): the first identity() answers from it instead of asking
 * again; a reset (sign-in, logout) drops it unused.
 */
export const createSession = (httpClient: HttpClient, startedRequest: IdentityRequest | null = null) => {
  let pending: Promise<Identity> | null = null;
  let started = startedRequest;
  return {
    identity(): Promise<Identity> {
      if (!pending) {
        const answer = started ?? requestIdentity(httpClient);
        started = null;
        const request = answer.then(({ data }) => toIdentity(data));
        // A failed call is not cached: the next check asks again.
        request.catch(() => {
          if (pending === request) pending = null;
        });
        pending = request;
      }
      return pending;
    },
    reset(): void {
      pending = null;
      started = null;
    },
  };
};

export type Session = ReturnType<typeof createSession>;
