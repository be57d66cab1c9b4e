import { API_URL, type HttpClient, type HttpResponse } from "./http-client";
import type { UserInfoResponse } from "./session";
import { tokenStore } from "./token-store";

export type IdentityRequest = Promise<HttpResponse<UserInfoResponse>>;

let started: IdentityRequest | null = null;

/** `GET /api/user`: the signed-in user, their company and flags. */
export const requestIdentity = (httpClient: HttpClient): IdentityRequest => httpClient.get<UserInfoResponse>(`${API_URL}/user`);

/**
 * Called by src/main.tsx before the language setup: with a token stored, the signed-in page will need the user
 * first, and asking now runs that round trip while the language and the app's code load instead of after them.
 */
export const startIdentityRequest = (httpClient: HttpClient): void => {
  if (!tokenStore.get()) return;
  started = requestIdentity(httpClient);
  // Handled where it is taken (the session); until then a failure must not count as unhandled.
  started.catch(() => undefined);
};

/** The request started at start-up, handed over once (to the session); null when none was started. */
export const takeStartedIdentityRequest = (): IdentityRequest | null => {
  const request = started;
  started = null;
  return request;
};
