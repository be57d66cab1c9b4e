import { Segmented, Space } from "antd";
import { useTranslation } from "react-i18next";
import { lazyPart } from "../../../widgets/lazy-part";
import type { PeriodRangePickerProps } from "./PeriodRangePicker";
import { ACCOUNTING_PERIODS, type AccountingPeriod, type PeriodValue } from "./period-value";

export { periodQuery, type PeriodValue } from "./period-value";

const PeriodRangePicker = lazyPart<PeriodRangePickerProps>(() => import("./PeriodRangePicker"));

export interface PeriodSelectProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** The last day the "other" range may reach (YYYY-MM-DD). */
  max?: string;
  id?: string;
}

/**
 * Daily, weekly, monthly or another range (spec §9 "Accounting" periods). Choosing "other" keeps the dates already
 * picked and shows the range picker; the other three drop the dates (the server derives their range).
 */
export const PeriodSelect = ({ value, onChange, max, id }: PeriodSelectProps) => {
  const { t } = useTranslation();
  const choose = (period: AccountingPeriod) =>
    onChange(period === "other" ? { period, start_date: value.start_date, end_date: value.end_date } : { period });
  return (
    <Space wrap size="small">
      <Segmented<AccountingPeriod>
        id={id}
        aria-label={t("accounting_modals.period.label")}
        value={value.period}
        onChange={choose}
        options={ACCOUNTING_PERIODS.map((period) => ({ value: period, label: t(`accounting_modals.period.${period}`) }))}
      />
      {value.period === "other" && (
        <PeriodRangePicker
          ariaLabel={t("accounting_modals.period.range")}
          start={value.start_date}
          end={value.end_date}
          max={max}
          onChange={(range) => onChange({ period: "other", ...range })}
        />
      )}
    </Space>
  );
};

export default PeriodSelect;
