import { Input } from "antd";
import { formatIban } from "../../engine";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDefinition, WidgetInputProps } from "../types";

/** IBAN in groups of four, upper case; the engine checks it with ibantools. */
const IbanInput = ({ id, value, onChange, disabled }: WidgetInputProps<string>) => (
  <Input
    id={id}
    value={value ?? ""}
    disabled={disabled}
    placeholder="TR00 0000 0000 0000 0000 0000 00"
    onChange={(event) => {
      const formatted = formatIban(event.target.value);
      onChange?.(formatted === "" ? undefined : formatted);
    }}
  />
);

export const ibanWidget: WidgetDefinition = { Input: IbanInput, Display: TextDisplay };
