import { Input } from "antd";
import { stripHtml, truncate } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";
import { SafeHtml } from "./SafeHtml";

/** HTML edited as source in a plain textarea; the server sanitises it on write. */
const HtmlInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => (
  <Input.TextArea
    id={id}
    value={value ?? ""}
    disabled={disabled}
    rows={10}
    maxLength={field.property.maxLength}
    style={{ fontFamily: "monospace" }}
    onChange={(event) => onChange?.(event.target.value)}
  />
);

const HtmlDisplay = ({ value, context }: WidgetDisplayProps<string | null>) => {
  if (!value) return null;
  if (context === "list") {
    const text = stripHtml(value);
    return <span title={text}>{truncate(text)}</span>;
  }
  return <SafeHtml html={value} />;
};

export const htmlWidget: WidgetDefinition = { Input: HtmlInput, Display: HtmlDisplay };
