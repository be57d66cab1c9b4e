import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { useCreate, useDelete, useGetIdentity, type HttpError } from "@refinedev/core";
import { App, Button, Flex, Popconfirm, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";
import type { Identity } from "../../../providers/session";
import type { SafeAnswer } from "./use-safe";

interface DayCloseControlsProps {
  day: string;
  today: string;
  closed: SafeAnswer["closed"];
  /** The cash box to read again once the day was closed or reopened. */
  onChanged: () => void;
}

/** A closed day's badge with when it was closed (and who, where the server names them). */
export const ClosedBadge = ({ closed }: { closed: NonNullable<SafeAnswer["closed"]> }) => {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      <Tag icon={<LockOutlined />} color="volcano" style={{ marginInlineEnd: 0 }}>
        {t("cash.close.badge")}
      </Tag>
      <Typography.Text type="secondary">
        {t("cash.close.closedAt", { when: formatDate(closed.created_at, true) })}
        {closed.closed_by ? ` · ${t("cash.close.closedBy", { who: closed.closed_by.full_name })}` : ""}
      </Typography.Text>
    </Flex>
  );
};

/**
 * 'Günü Kapat' for an open day up to today, after a confirmation that says what closing means; a closed day shows
 * its badge with when (and who, where the server names them) and, for the shop's first user only, 'Günü Yeniden Aç'.
 */
export const DayCloseControls = ({ day, today, closed, onChanged }: DayCloseControlsProps) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutateAsync: create } = useCreate<{ id: number }, HttpError, { day: string }>();
  const { mutateAsync: remove, mutation: removal } = useDelete();
  const refused = (error?: HttpError) => ({ type: "error" as const, message: error?.message ?? t("errors.unexpected") });

  if (closed) {
    return (
      <Flex gap={8} wrap align="center" data-testid="day-closed">
        <ClosedBadge closed={closed} />
        {identity?.first_user === true && (
          <Popconfirm
            title={t("cash.reopen.confirmTitle")}
            okText={t("cash.reopen.ok")}
            cancelText={t("cash.close.cancel")}
            onConfirm={() =>
              remove({ resource: "day_closes", id: closed.id, successNotification: false, errorNotification: refused }).then(
                () => {
                  message.success(t("cash.reopen.done"));
                  onChanged();
                },
                // The refusal was already said (errorNotification).
                () => undefined,
              )
            }
          >
            <Button icon={<UnlockOutlined />} loading={removal.isPending}>
              {t("cash.reopen.button")}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    );
  }
  // A day after today cannot be closed (the server refuses it too).
  if (day > today) return null;
  const confirmClose = () =>
    modal.confirm({
      title: t("cash.close.confirmTitle", { day: formatDate(day, false) }),
      content: t("cash.close.confirmText"),
      okText: t("cash.close.button"),
      cancelText: t("cash.close.cancel"),
      onOk: () =>
        create({ resource: "day_closes", values: { day }, successNotification: false, errorNotification: refused }).then(
          () => {
            message.success(t("cash.close.done"));
            onChanged();
          },
          // The refusal (a day already closed, a day after today) was already said (errorNotification).
          () => undefined,
        ),
    });
  return (
    <Button icon={<LockOutlined />} onClick={confirmClose}>
      {t("cash.close.button")}
    </Button>
  );
};
