import { applyMask, maskOf, maskOptionsFor } from "../../engine";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDisplayProps } from "../types";

/** A stored value as its mask writes it (TC kimlik and tax numbers, `x-ui.mask` fields; phones have their own). */
export const MaskedDisplay = (props: WidgetDisplayProps) => {
  const mask = maskOf(props.field);
  const masked = mask && typeof props.value === "string" && props.value !== "" ? applyMask(mask, props.value, maskOptionsFor(props.field)) : "";
  return <TextDisplay {...props} value={masked || props.value} />;
};
