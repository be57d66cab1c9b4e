import type { AuthProvider, HttpError } from "@refinedev/core";
import { API_URL, toHttpError, type HttpClient } from "./http-client";
import { forgetIntentionalLogout, markIntentionalLogout, wasIntentionalLogout } from "./logout-intent";
import { LOGIN_PATH } from "./redirect-target";
import type { Session } from "./session";
import { startSession } from "./sign-in";
import { tokenStore } from "./token-store";

export interface RegisterValues {
  full_name: string;
  company_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  accept_terms: boolean;
}

interface AuthProviderOptions {
  httpClient: HttpClient;
  session: Session;
  /** The current query string, read when login/register succeed (`?to=`). */
  currentSearch?: () => string;
}

const isHttpError = (error: unknown): error is HttpError =>
  typeof error === "object" && error !== null && "statusCode" in error && "message" in error;

const asHttpError = (error: unknown): HttpError => (isHttpError(error) ? error : toHttpError(error));

export const createAuthProvider = ({ httpClient, session, currentSearch = () => window.location.search }: AuthProviderOptions): AuthProvider => {
  const signOutLocally = () => {
    tokenStore.clear();
    session.reset();
  };

  const signIn = async (path: "login" | "register", body: object) => {
    session.reset();
    forgetIntentionalLogout();
    return startSession(path, body, currentSearch());
  };

  return {
    login: ({ email, password }: { email: string; password: string }) => signIn("login", { email, password }),

    register: (values: RegisterValues) => signIn("register", values),

    logout: async () => {
      markIntentionalLogout();
      // The browser forgets the token before the server revokes it: whatever asks meanwhile or afterwards (a
      // list refetching, the bell) goes without it, so no request carries a token that is being made dead.
      const token = tokenStore.get();
      signOutLocally();
      // The server revokes it; forgotten here even when that call fails.
      if (token) await httpClient.post(`${API_URL}/logout`, {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      return { success: true, redirectTo: LOGIN_PATH };
    },

    check: async () => {
      if (!tokenStore.get()) return { authenticated: false, redirectTo: LOGIN_PATH };
      try {
        await session.identity();
        return { authenticated: true };
      } catch (error) {
        // Spec §4: a failed user-info call removes the token.
        signOutLocally();
        return { authenticated: false, redirectTo: LOGIN_PATH, error: asHttpError(error) };
      }
    },

    // Only a 401 ends the session; a 403 is a missing role or flag and the user stays signed in.
    // Requests still in flight while logging out answer 401 too; the session is already ending.
    onError: async (error: unknown) => {
      if (isHttpError(error) && error.statusCode === 401 && !wasIntentionalLogout()) {
        signOutLocally();
        return { logout: true, redirectTo: LOGIN_PATH, error };
      }
      return {};
    },

    getIdentity: async () => (tokenStore.get() ? session.identity().catch(() => null) : null),

    getPermissions: async () => (tokenStore.get() ? session.identity().then(({ roles }) => roles, () => null) : null),
  };
};
