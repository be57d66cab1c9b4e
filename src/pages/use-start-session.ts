import type { FormInstance } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { startSession } from "../providers/sign-in";
import { applyServerErrors } from "./server-errors";

/**
 * antd's notification (and its motion and portal code) loads when a sign-in first fails, not with the login page;
 * the same toast App.useApp gives the signed-in pages.
 */
const showError = async (message: string, description: string) => {
  const { default: notification } = await import("antd/es/notification");
  notification.error({ message, description });
};

/**
 * Login and register without refine (kept out of the first download): on success go to `?to=` or "/",
 * on a 422 show the messages on the fields, otherwise an 'Hata!' toast with the server's message.
 */
export const useStartSession = <Values extends object>(path: "login" | "register", form: FormInstance<Values>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(false);

  const submit = async (values: Values) => {
    setPending(true);
    const result = await startSession(path, values, search);
    setPending(false);
    if (result.success) {
      navigate(result.redirectTo, { replace: true });
      return;
    }
    if (!applyServerErrors(form, result.error)) {
      void showError(t("notifications.titles.error"), result.error.message);
    }
  };
  return { submit, pending };
};
