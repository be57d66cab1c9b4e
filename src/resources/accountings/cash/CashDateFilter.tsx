import { Segmented, Space } from "antd";
import { useTranslation } from "react-i18next";
import { lazyPart } from "../../../widgets/lazy-part";
import type { PeriodRangePickerProps } from "../shared/PeriodRangePicker";
import { isOneDay, type CashRange } from "./cash-range";
import type { CashDayPickerProps } from "./CashDayPicker";

const CashDayPicker = lazyPart<CashDayPickerProps>(() => import("./CashDayPicker"));
const PeriodRangePicker = lazyPart<PeriodRangePickerProps>(() => import("../shared/PeriodRangePicker"));

type Mode = "day" | "range";

interface CashDateFilterProps {
  range: CashRange;
  onChange: (range: CashRange) => void;
  /** The last day that may be picked (past cash boxes: today). */
  max?: string;
  /** false: one day only (past day-ends). */
  allowRange?: boolean;
  mode: Mode;
  onMode: (mode: Mode) => void;
}

/** One day of the cash box, or a range of days (a month's cash box at once). */
export const CashDateFilter = ({ range, onChange, max, allowRange = true, mode, onMode }: CashDateFilterProps) => {
  const { t } = useTranslation();
  return (
    <Space wrap size="small">
      {allowRange && (
        <Segmented<Mode>
          aria-label={t("cash.filters.mode")}
          value={mode}
          onChange={(next) => {
            onMode(next);
            // Back to one day: the range's last day.
            if (next === "day" && !isOneDay(range)) onChange({ start_date: range.end_date, end_date: range.end_date });
          }}
          options={[
            { value: "day", label: t("cash.filters.day") },
            { value: "range", label: t("cash.filters.range") },
          ]}
        />
      )}
      {mode === "day" || !allowRange ? (
        <CashDayPicker
          id="cash-day"
          ariaLabel={t("cash.filters.pickDay")}
          value={range.start_date}
          max={max}
          onChange={(day) => onChange({ start_date: day, end_date: day })}
        />
      ) : (
        <PeriodRangePicker
          id="cash-range"
          ariaLabel={t("cash.filters.range")}
          start={range.start_date}
          end={range.end_date}
          max={max}
          onChange={({ start_date, end_date }) => start_date && end_date && onChange({ start_date, end_date })}
        />
      )}
    </Space>
  );
};
