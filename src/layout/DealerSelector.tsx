import { useInvalidate } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useDealerScope } from "../providers/dealer-scope";
import type { CompanySummary } from "../providers/session";

// antd's Select treats null as "no value"; 'Tüm Bayiler' gets its own option value.
const ALL_DEALERS = "all";

/** Operators only: narrow every list to one dealer or look at all of them ('Tüm Bayiler'). */
export const DealerSelector = ({ companies }: { companies: readonly CompanySummary[] }) => {
  const { t } = useTranslation();
  const { enabled, companyId, setCompanyId } = useDealerScope();
  const invalidate = useInvalidate();
  if (!enabled) return null;

  return (
    <Select
      id="dealer-selector"
      aria-label={t("layout.dealer.label")}
      style={{ minWidth: 180 }}
      showSearch
      optionFilterProp="label"
      value={companyId ?? ALL_DEALERS}
      options={[
        { value: ALL_DEALERS, label: t("layout.dealer.all") },
        ...companies.map((company) => ({ value: company.id, label: company.full_name })),
      ]}
      onChange={(value: number | typeof ALL_DEALERS) => {
        setCompanyId(value === ALL_DEALERS ? null : value);
        // Lists already on screen were fetched for the previous dealer.
        void invalidate({ invalidates: ["all"] });
      }}
    />
  );
};
