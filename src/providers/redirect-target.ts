/** Where a user goes after login or register when no `to` came with the login link (spec §2). */
export const DEFAULT_AFTER_LOGIN = "/";
export const LOGIN_PATH = "/giris-yap";

/**
 * The `to` query value when it is a path of this app; anything else (another origin, `//host`,
 * `javascript:`) falls back to "/", so a crafted login link cannot send the user elsewhere.
 */
export const redirectTarget = (search: string): string => {
  const to = new URLSearchParams(search).get("to");
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return DEFAULT_AFTER_LOGIN;
  return to;
};
