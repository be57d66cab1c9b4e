import { Input } from "antd";
import { useContext, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { StoredSecretsContext } from "./stored-secrets";
import { TextDisplay } from "./TextDisplay";

export { StoredSecretsContext } from "./stored-secrets";

const inputType = (widget: string): string => (widget === "email" || widget === "password" ? widget : "text");

const TextInput = ({ id, value, onChange, field, disabled }: WidgetInputProps<string>) => {
  const { t } = useTranslation();
  const stored = useContext(StoredSecretsContext).has(field.name);
  const props = {
    id,
    value: value ?? "",
    disabled,
    maxLength: field.property.maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value),
  };
  if (field.widget !== "password") return <Input {...props} type={inputType(field.widget)} />;
  // A stored secret is never sent back: the input stays empty and says that one is kept.
  return <Input.Password {...props} placeholder={stored ? t("engine.secret.stored") : undefined} />;
};

export const textWidget: WidgetDefinition = { Input: TextInput, Display: TextDisplay };
