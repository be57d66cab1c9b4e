import { Input } from "antd";
import { applyMask, type MaskOptions } from "../../engine";

export interface MaskedInputProps {
  id?: string;
  mask: string;
  maskOptions?: MaskOptions;
  /** The formatted string, as shown; the server normalises it. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  inputMode?: "tel" | "numeric";
}

/** An input that formats what is typed or pasted into the mask (`#` = one digit). */
export const MaskedInput = ({ id, mask, maskOptions, value, onChange, disabled, inputMode = "numeric" }: MaskedInputProps) => (
  <Input
    id={id}
    value={value ?? ""}
    disabled={disabled}
    inputMode={inputMode}
    placeholder={mask.replace(/#/g, "_")}
    onChange={(event) => {
      const formatted = applyMask(mask, event.target.value, maskOptions);
      onChange?.(formatted === "" ? undefined : formatted);
    }}
  />
);
