import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT } from "../../../engine";

export interface PeriodRangePickerProps {
  id?: string;
  start?: string;
  end?: string;
  /** The last day that may be picked (YYYY-MM-DD), e.g. today for past cash boxes. */
  max?: string;
  ariaLabel: string;
  onChange: (range: { start_date?: string; end_date?: string }) => void;
}

const parse = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);

/** The "other" period's two days: its own chunk (rc-picker), loaded when "other" is chosen. */
const PeriodRangePicker = ({ id, start, end, max, ariaLabel, onChange }: PeriodRangePickerProps) => (
  <span role="group" aria-label={ariaLabel}>
    <DatePicker.RangePicker
      id={id}
      format={DATE_FORMAT}
      value={[parse(start), parse(end)]}
      disabledDate={max ? (day) => day.format("YYYY-MM-DD") > max : undefined}
      onChange={(range) =>
        onChange({ start_date: range?.[0]?.format("YYYY-MM-DD") ?? undefined, end_date: range?.[1]?.format("YYYY-MM-DD") ?? undefined })
      }
    />
  </span>
);

export default PeriodRangePicker;
