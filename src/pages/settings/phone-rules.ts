import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import { isMaskComplete, PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";

/** One rule, so an empty field says "required" only and a short one "incomplete" only. */
export const phoneRules = (t: TFunction, required: boolean): FormRule[] => [
  {
    required,
    validator: (_, value?: string) => {
      if (!value) return required ? Promise.reject(new Error(t("settings.errors.requiredPhone"))) : Promise.resolve();
      return isMaskComplete(PHONE_MASK, value, PHONE_MASK_OPTIONS) ? Promise.resolve() : Promise.reject(new Error(t("settings.errors.phoneFormat")));
    },
  },
];
