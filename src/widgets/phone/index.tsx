import { formatPhone, maskOf, maskOptionsFor } from "../../engine";
import { maskedInputWidget } from "../masked-input";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDefinition, WidgetDisplayProps } from "../types";

/** A stored E.164 number as people read it: "+90 (532) 111 22 33", another country's as "+49 170 123 4567". */
const PhoneDisplay = (props: WidgetDisplayProps) => {
  const mask = maskOf(props.field);
  const { value } = props;
  const shown = typeof value === "string" && value !== "" ? formatPhone(value, mask, maskOptionsFor(props.field)) : value;
  return <TextDisplay {...props} value={shown} />;
};

/** A Turkish phone number: mask '+90 (###) ### ## ##' unless the schema gives another; "0532…" is accepted. */
export const phoneWidget: WidgetDefinition = { ...maskedInputWidget, Display: PhoneDisplay };
