import i18next from "i18next";
import { redirectTarget } from "./redirect-target";
import { tokenStore } from "./token-store";

/** What a failed login or register reports: the server's message and, for 422, its field errors. */
export interface SignInError {
  message: string;
  statusCode: number;
  errors?: Record<string, string[]>;
}

export type SignInResult = { success: true; redirectTo: string } | { success: false; error: SignInError };

const TIMEOUT_MS = 30_000;

/**
 * POST /api/login or /api/register and keep the token. Plain fetch on purpose: the login page is the
 * first download and must not pull in refine's data layer or axios.
 */
export async function startSession(path: "login" | "register", body: object, search: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(`${globalThis.location?.origin ?? ""}/api/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": i18next.language || "tr" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const key = (error as Error)?.name === "TimeoutError" ? "errors.timeout" : "errors.network";
    return { success: false, error: { message: i18next.t(key), statusCode: 0 } };
  }
  const answer = (await response.json().catch(() => ({}))) as { access_token?: string; message?: string; errors?: Record<string, string[]> };
  if (!response.ok || !answer.access_token) {
    const message = typeof answer.message === "string" && answer.message ? answer.message : i18next.t("errors.unexpected");
    return { success: false, error: { message, statusCode: response.status, ...(answer.errors ? { errors: answer.errors } : {}) } };
  }
  tokenStore.set(answer.access_token);
  return { success: true, redirectTo: redirectTarget(search) };
}
