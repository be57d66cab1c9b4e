/**
 * Loads the app afresh at `path` (spec §4: after phone verification, and after an operator enters a panel): every
 * cached answer, the identity and the menus start over from the server's new state. Its own module so tests can
 * watch it (jsdom does not navigate).
 */
export const reloadAt = (path: string): void => {
  window.location.assign(path);
};
