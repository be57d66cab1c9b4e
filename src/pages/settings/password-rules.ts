import type { FormRule } from "antd";
import type { RuleObject } from "antd/es/form";
import type { TFunction } from "i18next";
import { PASSWORD_MIN_LENGTH, passwordChangeProblem, passwordProblem } from "../../domain/password-rules";

/** Spec §4: a password has at least 6 characters, and its confirmation must match. */
export { PASSWORD_MIN_LENGTH };

const PROBLEM_MESSAGES = { blank: "settings.errors.passwordBlank", common: "settings.errors.passwordCommon" } as const;

/** The server's own rule, told before sending: not blanks only, not one of the commonest passwords. */
export const uncommonPasswordRule = (t: TFunction): RuleObject => ({
  validator: (_, value?: string) => {
    const problem = value ? passwordProblem(value) : null;
    return problem ? Promise.reject(new Error(t(PROBLEM_MESSAGES[problem]))) : Promise.resolve();
  },
});

/** A change (`oldPasswordField` is asked beside it): the old password again is refused, as the server does. */
const changedPasswordRule =
  (t: TFunction, oldPasswordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value?: string) => {
      const old = getFieldValue(oldPasswordField) as string | undefined;
      return value && old && passwordChangeProblem(value, old) === "unchanged"
        ? Promise.reject(new Error(t("settings.errors.passwordUnchanged")))
        : Promise.resolve();
    },
  });

export const newPasswordRules = (t: TFunction, oldPasswordField?: string): FormRule[] => [
  { required: true, message: t("settings.errors.requiredPassword") },
  { min: PASSWORD_MIN_LENGTH, message: t("settings.errors.passwordMin", { min: PASSWORD_MIN_LENGTH }) },
  uncommonPasswordRule(t),
  ...(oldPasswordField ? [changedPasswordRule(t, oldPasswordField)] : []),
];

export const confirmationRules = (t: TFunction, passwordField = "password"): FormRule[] => [
  { required: true, message: t("settings.errors.requiredConfirmation") },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(t("settings.errors.passwordMismatch"))),
  }),
];
