import { DatePicker } from "antd";
import dayjs from "dayjs";
import { DATE_FORMAT } from "../../../engine";

export interface CashDayPickerProps {
  id?: string;
  value: string;
  /** The last day that may be picked (YYYY-MM-DD): past cash boxes end today. */
  max?: string;
  ariaLabel: string;
  onChange: (day: string) => void;
}

/** One day of the cash box: its own chunk (rc-picker), loaded with the first cash page that shows it. */
const CashDayPicker = ({ id, value, max, ariaLabel, onChange }: CashDayPickerProps) => (
  <DatePicker
    id={id}
    aria-label={ariaLabel}
    format={DATE_FORMAT}
    allowClear={false}
    value={dayjs(value)}
    disabledDate={max ? (day) => day.format("YYYY-MM-DD") > max : undefined}
    onChange={(day) => day && onChange(day.format("YYYY-MM-DD"))}
  />
);

export default CashDayPicker;
