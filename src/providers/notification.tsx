import type { NotificationProvider } from "@refinedev/core";
import { App, Button } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Toasts titled 'Başarılı!' / 'Hata!' (spec §8) with the most specific text as the body: refine
 * passes a server error's message as `description` and a success text as `message`.
 * Built on antd directly: @refinedev/antd's provider would pull its whole package into the entry.
 */
export const useNotificationProvider = (): NotificationProvider => {
  const { t } = useTranslation();
  const { notification } = App.useApp();

  return useMemo<NotificationProvider>(
    () => ({
      open: ({ key, type, message, description, cancelMutation, undoableTimeout }) => {
        if (type === "progress") {
          // Undoable mutations: the pending change can be cancelled until the countdown ends.
          notification.info({
            key,
            message,
            description: t("notifications.undoable", { seconds: undoableTimeout ?? 0 }),
            duration: undoableTimeout,
            actions: (
              <Button
                size="small"
                onClick={() => {
                  cancelMutation?.();
                  if (key) notification.destroy(key);
                }}
              >
                {t("buttons.undo")}
              </Button>
            ),
          });
          return;
        }
        const isError = type === "error";
        notification.open({
          key,
          type,
          message: t(isError ? "notifications.titles.error" : "notifications.titles.success"),
          description: isError ? description || message : message || description,
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification, t],
  );
};
