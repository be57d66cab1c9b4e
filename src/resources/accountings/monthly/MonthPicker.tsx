import { DatePicker } from "antd";
import dayjs from "dayjs";

export interface MonthPickerProps {
  id?: string;
  /** YYYY-MM. */
  value: string;
  onChange: (month: string) => void;
  ariaLabel: string;
}

/**
 * A month (antd's month picker), always one: clearing is not offered. Its own chunk (rc-picker), loaded with the
 * first page that shows it. The month is shown in the language's month names (dayjs locale).
 */
const MonthPicker = ({ id, value, onChange, ariaLabel }: MonthPickerProps) => (
  <DatePicker
    id={id}
    picker="month"
    aria-label={ariaLabel}
    allowClear={false}
    format="MMMM YYYY"
    value={dayjs(`${value}-01`)}
    onChange={(month) => month && onChange(month.format("YYYY-MM"))}
  />
);

export default MonthPicker;
