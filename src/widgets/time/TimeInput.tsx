import { TimePicker } from "antd";
import dayjs from "dayjs";
import type { WidgetInputProps } from "../types";

const TIME_FORMAT = "HH:mm";

/** A time of day travels as "HH:MM" (24-hour clock), picked in steps of 5 minutes; its own chunk (rc-picker). */
const TimeInput = ({ id, value, onChange, disabled }: WidgetInputProps<string>) => {
  const parsed = value ? dayjs(value, TIME_FORMAT) : null;
  return (
    <TimePicker
      id={id}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled}
      format={TIME_FORMAT}
      minuteStep={5}
      needConfirm={false}
      style={{ width: "100%" }}
      onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : undefined)}
    />
  );
};

export default TimeInput;
