import { LockOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDelete } from "./ConfirmDelete";

const RESOURCE = "categories";

/** Why a seeded category has no delete button. */
const ProtectedMark = () => {
  const { t } = useTranslation();
  const text = t("categories.screen.protected");
  return (
    <Tooltip title={text}>
      <LockOutlined aria-label={text} />
    </Tooltip>
  );
};

/** The delete action of one category: none for protected ones (spec §6), the confirmation for the rest. */
export const CategoryDeleteAction = ({ record, canDelete, onDeleted }: { record: BaseRecord; canDelete: boolean; onDeleted?: () => void }) => {
  if (record.cannot_delete === true) return <ProtectedMark />;
  if (!canDelete || record.id === undefined) return null;
  return <ConfirmDelete resource={RESOURCE} id={record.id} onDeleted={onDeleted} />;
};
