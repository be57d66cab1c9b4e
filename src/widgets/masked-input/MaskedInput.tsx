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

/**
 * An input that formats what is typed or pasted into the mask (`#` = one digit). The value is shown through the
 * mask too, so a stored "+905321112233" reads "+90 (532) 111 22 33" in an edit form; the form value itself is
 * left as loaded until the user types (the server stores the canonical form either way). Masking its own output
 * changes nothing, so what is being typed is shown as typed.
 */
export const MaskedInput = ({ id, mask, maskOptions, value, onChange, disabled, inputMode = "numeric" }: MaskedInputProps) => (
  <Input
    id={id}
    value={value ? applyMask(mask, value, maskOptions) || value : ""}
    disabled={disabled}
    inputMode={inputMode}
    placeholder={mask.replace(/#/g, "_")}
    onChange={(event) => {
      const formatted = applyMask(mask, event.target.value, maskOptions);
      onChange?.(formatted === "" ? undefined : formatted);
    }}
  />
);
