import { passwordProblem } from "../../src/domain/password-rules";

const KEYS = { blank: "server.validation.passwordBlank", common: "server.validation.passwordCommon" } as const;

/** The field error a new password earns (blanks only, or too common), or null; one rule for every route that sets one. */
export function newPasswordError(password: string): { key: string } | null {
  const problem = passwordProblem(password);
  return problem ? { key: KEYS[problem] } : null;
}
