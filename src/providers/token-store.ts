export const TOKEN_STORAGE_KEY = "token";

/** The bearer token, kept in localStorage so a reload stays signed in. */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_STORAGE_KEY),
};
