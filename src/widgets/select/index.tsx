import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../engine";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

/** An enum as a Select; labels from `<resource>.enums.<field>.<value>`. */
const EnumSelect = ({ id, value, onChange, field, resource, disabled }: WidgetInputProps<string | number>) => {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      allowClear={!field.required}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={(field.enumValues ?? []).map((option) => ({ value: option, label: enumLabel(t, resource, field.name, option) }))}
    />
  );
};

const EnumDisplay = ({ value, field, resource }: WidgetDisplayProps<string | number | null>) => {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === "") return null;
  return <span>{enumLabel(t, resource, field.name, value)}</span>;
};

export const selectWidget: WidgetDefinition = { Input: EnumSelect, Display: EnumDisplay };
