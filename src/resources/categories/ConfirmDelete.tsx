import { DeleteButton } from "@refinedev/antd";
import type { BaseKey } from "@refinedev/core";
import { useTranslation } from "react-i18next";

interface ConfirmDeleteProps {
  resource: string;
  id: BaseKey;
  onDeleted?: () => void;
}

/**
 * Delete with the spec's confirmation ('Kayıt silinecektir, emin misiniz?', Tamam / Vazgeç). A refusal
 * (409 for a protected category) shows the server's message as the error toast. The page has already
 * asked access control once, so the button does not ask again per row.
 */
export const ConfirmDelete = ({ resource, id, onDeleted }: ConfirmDeleteProps) => {
  const { t } = useTranslation();
  return (
    <DeleteButton
      resource={resource}
      recordItemId={id}
      hideText
      size="small"
      accessControl={{ enabled: false }}
      title={t("buttons.delete")}
      aria-label={t("buttons.delete")}
      confirmTitle={t("engine.delete.confirm")}
      confirmOkText={t("engine.delete.ok")}
      confirmCancelText={t("engine.delete.cancel")}
      onSuccess={() => onDeleted?.()}
    />
  );
};
