import { passwordChangeProblem, passwordProblem } from "../../src/domain/password-rules";

const KEYS = { blank: "server.validation.passwordBlank", common: "server.validation.passwordCommon", unchanged: "server.validation.passwordUnchanged" } as const;

/** The field error a new password earns (blanks only, or too common), or null; one rule for every route that sets one. */
export function newPasswordError(password: string): { key: string } | null {
  const problem = passwordProblem(password);
  return problem ? { key: KEYS[problem] } : null;
}

/** The field error of a changed password: newPasswordError's, or the old password again. */
export function changedPasswordError(password: string, oldPassword: string): { key: string } | null {
  const problem = passwordChangeProblem(password, oldPassword);
  return problem ? { key: KEYS[problem] } : null;
}
