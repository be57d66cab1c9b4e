import { EditOutlined, LockOutlined } from "@ant-design/icons";
import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { rowAllows, translateOr } from "../../../engine";
import { ResourceActionButtons } from "../actions/ResourceActionButtons";
import type { RecordAccess } from "../use-record-access";

interface RowActionsProps {
  resource: string;
  /** The row as the server answered it: its `_can` narrows what access allows. */
  record: BaseRecord & { id: BaseKey };
  access: RecordAccess;
  /** Editing happens in a modal the table opens, not on the edit page. */
  onEdit?: (id: BaseKey) => void;
  /** The row answers 409 to DELETE (`x-resource.deleteBlockedBy`, e.g. a seeded category): say so instead. */
  deleteBlocked?: boolean;
}

/** Why a row has no delete button; a resource may word it (`<resource>.deleteBlocked`). */
const DeleteBlockedMark = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const text = translateOr(t, `${resource}.deleteBlocked`, t("engine.delete.blocked"));
  return (
    <Tooltip title={text}>
      <LockOutlined aria-label={text} />
    </Tooltip>
  );
};

/**
 * Show, edit, delete and the declared actions of one row; access was decided once for the table, so the
 * buttons do not ask again, and the row's `_can` (its rules) takes away what this row does not allow.
 * With its check off refine titles a button "no permission", so each one names its action itself.
 */
export const RowActions = ({ resource, record, access, onEdit, deleteBlocked = false }: RowActionsProps) => {
  const { t } = useTranslation();
  const id = record.id;
  const update = rowAllows(record, "update");
  const remove = access.delete && rowAllows(record, "delete");
  const checked = { enabled: false };
  const named = (action: "show" | "edit" | "delete") => ({ title: t(`buttons.${action}`), "aria-label": t(`buttons.${action}`) });
  return (
    <Space size="small">
      {access.show && <ShowButton resource={resource} recordItemId={id} hideText size="small" accessControl={checked} {...named("show")} />}
      {update &&
        (onEdit
          ? access.update && <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(id)} {...named("edit")} />
          : access.edit && <EditButton resource={resource} recordItemId={id} hideText size="small" accessControl={checked} {...named("edit")} />)}
      {remove && deleteBlocked && <DeleteBlockedMark resource={resource} />}
      {remove && !deleteBlocked && (
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
      {(access.act ?? access.update) && <ResourceActionButtons resource={resource} record={record} size="small" />}
    </Space>
  );
};
