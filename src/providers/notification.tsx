import { useNotificationProvider as useRefineNotificationProvider } from "@refinedev/antd";
import type { NotificationProvider } from "@refinedev/core";
import { App } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Toasts titled 'Başarılı!' / 'Hata!' (spec §8) with the most specific text as the body: refine
 * passes a server error's message as `description` and a success text as `message`.
 * Undo countdowns ("progress") keep refine's own rendering.
 */
export const useNotificationProvider = (): NotificationProvider => {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const refineProvider = useRefineNotificationProvider();

  return useMemo<NotificationProvider>(
    () => ({
      open: (params) => {
        if (params.type === "progress") return refineProvider.open(params);
        const isError = params.type === "error";
        const body = isError ? params.description || params.message : params.message || params.description;
        notification.open({
          key: params.key,
          type: params.type,
          message: t(isError ? "notifications.titles.error" : "notifications.titles.success"),
          description: body,
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification, refineProvider, t],
  );
};
