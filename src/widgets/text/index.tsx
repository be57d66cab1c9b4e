import { Input } from "antd";
import type { ChangeEvent } from "react";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { TextDisplay } from "./TextDisplay";

const inputType = (widget: string): string => (widget === "email" || widget === "password" ? widget : "text");

const TextInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const props = {
    id,
    value: value ?? "",
    disabled,
    maxLength: field.property.maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value),
  };
  return field.widget === "password" ? <Input.Password {...props} /> : <Input {...props} type={inputType(field.widget)} />;
};

export const textWidget: WidgetDefinition = { Input: TextInput, Display: TextDisplay };
