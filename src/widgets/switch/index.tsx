import { Switch, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

const BooleanSwitch = ({ id, value, onChange, disabled }: WidgetInputProps<boolean>) => (
  <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} />
);

const BooleanTag = ({ value }: WidgetDisplayProps<boolean | null>) => {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  return value ? <Tag color="green">{t("engine.boolean.yes")}</Tag> : <Tag>{t("engine.boolean.no")}</Tag>;
};

export const switchWidget: WidgetDefinition = { Input: BooleanSwitch, Display: BooleanTag };
