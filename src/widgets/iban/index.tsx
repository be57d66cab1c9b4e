import { Input } from "antd";
import { formatIban } from "../../engine";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

/** IBAN in groups of four, upper case; the engine checks it with ibantools. A stored "TR33000610…" is shown grouped too. */
const IbanInput = ({ id, value, onChange, disabled }: WidgetInputProps<string>) => (
  <Input
    id={id}
    value={formatIban(value ?? "")}
    disabled={disabled}
    placeholder="TR00 0000 0000 0000 0000 0000 00"
    onChange={(event) => {
      const formatted = formatIban(event.target.value);
      onChange?.(formatted === "" ? undefined : formatted);
    }}
  />
);

/** Grouped as printed on bank documents: "TR33 0006 1005 1978 6457 8413 26". */
const IbanDisplay = (props: WidgetDisplayProps) => {
  const { value } = props;
  return <TextDisplay {...props} value={typeof value === "string" && value !== "" ? formatIban(value) : value} />;
};

export const ibanWidget: WidgetDefinition = { Input: IbanInput, Display: IbanDisplay };
