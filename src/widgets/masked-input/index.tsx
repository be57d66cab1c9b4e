import { maskOf, maskOptionsFor } from "../../engine";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { MaskedDisplay } from "./MaskedDisplay";
import { MaskedInput } from "./MaskedInput";

/** Any field with `x-ui.mask`; phone, tckn and vkn are masked inputs with their own masks and checks. */
const MaskedField = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => (
  <MaskedInput
    id={id}
    mask={maskOf(field) ?? ""}
    maskOptions={maskOptionsFor(field)}
    value={value}
    onChange={onChange}
    disabled={disabled}
    inputMode={field.widget === "phone" ? "tel" : "numeric"}
  />
);

export const maskedInputWidget: WidgetDefinition = { Input: MaskedField, Display: MaskedDisplay };
