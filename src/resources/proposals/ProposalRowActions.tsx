import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { rowAllows } from "../../engine";
import { ResourceActionButtons } from "../generic/actions/ResourceActionButtons";
import { useRecordAccess } from "../generic/use-record-access";

/**
 * A quote's row actions: show, edit, 'Gelire Dönüştür' (the engine's action form) and delete, which only the
 * shop's first user has (spec §6) and which asks the spec's question for a permanent delete.
 */
export const ProposalDeleteButton = ({ id, onSuccess, hideText = true }: { id: BaseKey; onSuccess?: () => void; hideText?: boolean }) => {
  const { t } = useTranslation();
  return (
    <DeleteButton
      resource="proposals"
      recordItemId={id}
      hideText={hideText}
      size={hideText ? "small" : undefined}
      accessControl={{ enabled: false }}
      title={t("buttons.delete")}
      aria-label={t("buttons.delete")}
      confirmTitle={`${t("proposals.deleteTitle")}: ${t("proposals.deleteConfirm")}`}
      confirmOkText={t("engine.delete.ok")}
      confirmCancelText={t("engine.delete.cancel")}
      onSuccess={onSuccess}
    />
  );
};

export const ProposalRowActions = ({ record }: { record: BaseRecord & { id: BaseKey } }) => {
  const { t } = useTranslation();
  const access = useRecordAccess("proposals");
  const checked = { enabled: false };
  const named = (action: "show" | "edit") => ({ title: t(`buttons.${action}`), "aria-label": t(`buttons.${action}`) });
  return (
    <Space size="small">
      {access.show && <ShowButton resource="proposals" recordItemId={record.id} hideText size="small" accessControl={checked} {...named("show")} />}
      {access.edit && rowAllows(record, "update") && <EditButton resource="proposals" recordItemId={record.id} hideText size="small" accessControl={checked} {...named("edit")} />}
      {access.delete && rowAllows(record, "delete") && <ProposalDeleteButton id={record.id} />}
      {access.update && <ResourceActionButtons resource="proposals" record={record} size="small" />}
    </Space>
  );
};
