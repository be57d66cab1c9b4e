/**
 * Whether the session just ended because the user logged out. The sign-in redirect then goes to the
 * plain login page instead of `?to=<last page>`, so the next person does not land on the previous
 * user's page. A new session forgets it.
 */
let loggedOut = false;

export const markIntentionalLogout = (): void => {
  loggedOut = true;
};

export const forgetIntentionalLogout = (): void => {
  loggedOut = false;
};

export const wasIntentionalLogout = (): boolean => loggedOut;
