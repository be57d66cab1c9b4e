import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import type { BaseKey } from "@refinedev/core";
import { Space } from "antd";
import { useTranslation } from "react-i18next";
import type { RecordAccess } from "../use-record-access";

/**
 * Show, edit and delete of one row; access was decided once for the page, so the buttons do not ask again.
 * With its check off refine titles a button "no permission", so each one names its action itself.
 */
export const RowActions = ({ resource, id, access }: { resource: string; id: BaseKey; access: RecordAccess }) => {
  const { t } = useTranslation();
  const checked = { enabled: false };
  const named = (action: "show" | "edit" | "delete") => ({ title: t(`buttons.${action}`), "aria-label": t(`buttons.${action}`) });
  return (
    <Space size="small">
      {access.show && <ShowButton resource={resource} recordItemId={id} hideText size="small" accessControl={checked} {...named("show")} />}
      {access.edit && <EditButton resource={resource} recordItemId={id} hideText size="small" accessControl={checked} {...named("edit")} />}
      {access.delete && (
        <DeleteButton
          resource={resource}
          recordItemId={id}
          hideText
          size="small"
          accessControl={checked}
          {...named("delete")}
          confirmTitle={t("engine.delete.confirm")}
          confirmOkText={t("engine.delete.ok")}
          confirmCancelText={t("engine.delete.cancel")}
        />
      )}
    </Space>
  );
};
