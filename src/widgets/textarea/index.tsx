import { Input } from "antd";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDefinition, WidgetInputProps } from "../types";

const TextareaInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => (
  <Input.TextArea
    id={id}
    value={value ?? ""}
    disabled={disabled}
    rows={4}
    maxLength={field.property.maxLength}
    showCount={field.property.maxLength !== undefined}
    onChange={(event) => onChange?.(event.target.value)}
  />
);

export const textareaWidget: WidgetDefinition = { Input: TextareaInput, Display: TextDisplay };
