import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/** Spec §4: a password has at least 6 characters, and its confirmation must match. */
export const PASSWORD_MIN_LENGTH = 6;

export const newPasswordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t("settings.errors.requiredPassword") },
  { min: PASSWORD_MIN_LENGTH, message: t("settings.errors.passwordMin", { min: PASSWORD_MIN_LENGTH }) },
];

export const confirmationRules = (t: TFunction, passwordField = "password"): FormRule[] => [
  { required: true, message: t("settings.errors.requiredConfirmation") },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(t("settings.errors.passwordMismatch"))),
  }),
];
