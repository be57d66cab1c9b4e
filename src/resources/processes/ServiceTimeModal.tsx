import { Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { widgetFor } from "../../widgets";

/** The calendar that opens when a service joins the basket (spec §2): its date and time (`service_at`). */
export const ServiceTimeModal = ({ open, value, onCancel, onOk }: { open: boolean; value?: string; onCancel: () => void; onOk: (value: string | undefined) => void }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema("process_lines");
  const field = fieldByName(schema, "service_at");
  const DateInput = widgetFor(field.widget).Input;
  const [picked, setPicked] = useState<string | undefined>(value);
  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);
  return (
    <Modal open={open} title={fieldLabel(t, "process_lines", "service_at")} onCancel={onCancel} onOk={() => onOk(picked)} okText={t("processes.page.ok")} cancelText={t("processes.page.cancel")} destroyOnHidden>
      <div aria-label={fieldLabel(t, "process_lines", "service_at")}>
        <DateInput field={field} resource="process_lines" value={picked} onChange={(next: string | undefined) => setPicked(next)} />
      </div>
    </Modal>
  );
};
