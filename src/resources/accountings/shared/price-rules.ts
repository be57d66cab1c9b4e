import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import { kurusOf } from "./amounts";

/** A price must be more than nothing (a record of ₺0 moves no money). */
export const usePositivePrice = (): FormRule => {
  const { t } = useTranslation();
  return {
    validator: async (_rule, value: unknown) => {
      if (value !== undefined && value !== null && value !== "" && kurusOf(value) <= 0) throw new Error(t("accounting_modals.price.positive"));
    },
  };
};
