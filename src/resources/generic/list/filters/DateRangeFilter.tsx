import { useGetIdentity, type CrudFilter } from "@refinedev/core";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { tailorPeriodRange } from "../../../../domain/periods";
import { DATE_FORMAT, FILTER_PERIODS, type FieldDescriptor, type FilterPeriod } from "../../../../engine";

interface DateRangeFilterProps {
  field: FieldDescriptor;
  label: string;
  /** A date-time field: the bounds are the first and last instant of the picked days. */
  withTime: boolean;
  onFilter: (filter: CrudFilter) => void;
}

/** The days of a period on the company's clock, read when the preset is picked (a page left open overnight stays right). */
const daysOf = (period: FilterPeriod, timeZone: string | undefined): [Dayjs, Dayjs] => {
  const { start, end } = tailorPeriodRange(period, { now: new Date(), timeZone })!;
  return [dayjs(start), dayjs(end)];
};

/**
 * A date or date-time filter: a range picker with the filter periods as presets, sending inclusive `gte`/`lte`.
 * A date-time's days are the browser's (the company's clock decides only the presets).
 */
export const DateRangeFilter = ({ field, label, withTime, onFilter }: DateRangeFilterProps) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<{ company?: { time_zone?: unknown } }>();
  const timeZone = typeof identity?.company?.time_zone === "string" ? identity.company.time_zone : undefined;
  const bound = (date: Dayjs | null | undefined, edge: "start" | "end"): string | undefined => {
    if (!date) return undefined;
    if (!withTime) return date.format("YYYY-MM-DD");
    return (edge === "start" ? date.startOf("day") : date.endOf("day")).toISOString();
  };
  return (
    <DatePicker.RangePicker
      prefix={label}
      aria-label={label}
      placeholder={[t("engine.filters.from"), t("engine.filters.to")]}
      format={DATE_FORMAT}
      allowClear
      presets={FILTER_PERIODS.map((period) => ({ label: t(`engine.filters.periods.${period}`), value: () => daysOf(period, timeZone) }))}
      onChange={(dates) => {
        onFilter({ field: field.name, operator: "gte", value: bound(dates?.[0], "start") });
        onFilter({ field: field.name, operator: "lte", value: bound(dates?.[1], "end") });
      }}
    />
  );
};

export default DateRangeFilter;
