import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT, DATE_TIME_FORMAT } from "../../engine";
import type { WidgetInputProps } from "../types";

/** Dates travel as ISO strings: "YYYY-MM-DD" for a date, a full ISO instant for a date-time. */
const toValue = (date: Dayjs | null, withTime: boolean): string | undefined => {
  if (!date) return undefined;
  return withTime ? date.toISOString() : date.format("YYYY-MM-DD");
};

/** The picker itself, its own chunk (rc-picker): loaded by the first form with a date field. */
const DateInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const withTime = field.widget === "datetime";
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled}
      showTime={withTime ? { format: "HH:mm" } : false}
      format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
      style={{ width: "100%" }}
      onChange={(date) => onChange?.(toValue(date, withTime))}
    />
  );
};

export default DateInput;
