import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useDealerScope, type DealerScope } from "../providers/dealer-scope";
import type { CompanySummary } from "../providers/session";

// antd's Select treats null as "no value": the own view and 'Tüm Bayiler' get option values of their own.
const OWN = "own";
const ALL_DEALERS = "all";
type Choice = number | typeof OWN | typeof ALL_DEALERS;

const choiceOf = (scope: DealerScope): Choice => (scope === null ? OWN : (scope.companyId ?? ALL_DEALERS));
const scopeOf = (choice: Choice): DealerScope => (choice === OWN ? null : { companyId: choice === ALL_DEALERS ? null : choice });

export interface DealerPickerProps {
  companies: readonly CompanySummary[];
  block?: boolean;
}

/**
 * The operator's pick: their own records, or the 'all' view of one dealer or of all of them ('Tüm Bayiler').
 * Loaded by DealerSelector only for operators, so antd's Select stays out of every shop user's app shell.
 */
const DealerPicker = ({ companies, block = false }: DealerPickerProps) => {
  const { t } = useTranslation();
  const { scope, setScope } = useDealerScope();

  return (
    <Select
      id="dealer-selector"
      aria-label={t("layout.dealer.label")}
      style={block ? { width: "100%" } : { minWidth: 180 }}
      showSearch
      optionFilterProp="label"
      value={choiceOf(scope)}
      options={[
        { value: OWN, label: t("layout.dealer.own") },
        { value: ALL_DEALERS, label: t("layout.dealer.all") },
        ...companies.map((company) => ({ value: company.id, label: company.full_name })),
      ]}
      // Lists carry the scope in their query key, so a new pick fetches each list once without invalidating.
      onChange={(choice: Choice) => setScope(scopeOf(choice))}
    />
  );
};

export default DealerPicker;
