import { useList } from "@refinedev/core";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Template {
  id: number;
  title: string;
  message: string;
}

/** The shop's ready-made messages (`sms_templates`), read with the first opening; picking one gives its text. */
export const TemplateSelect = ({ onPick, disabled }: { onPick: (message: string) => void; disabled?: boolean }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { query, result } = useList<Template>({
    resource: "sms_templates",
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: "title", order: "asc" }],
    queryOptions: { enabled: opened },
    meta: { ignoreDealerScope: true },
    errorNotification: false,
  });
  const templates = result.data ?? [];
  return (
    <Select<number>
      aria-label={t("sms_templates.composer.pick")}
      placeholder={t("sms_templates.composer.pick")}
      disabled={disabled}
      value={null}
      loading={query.isFetching}
      onOpenChange={(open) => open && setOpened(true)}
      notFoundContent={query.isError ? t("sms_templates.composer.loadError") : t("sms_templates.empty")}
      options={templates.map((template) => ({ value: template.id, label: template.title }))}
      onChange={(id) => {
        const template = templates.find((row) => row.id === id);
        if (template) onPick(template.message);
      }}
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={false}
    />
  );
};
