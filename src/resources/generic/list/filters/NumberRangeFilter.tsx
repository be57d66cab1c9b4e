import type { CrudFilter } from "@refinedev/core";
import { InputNumber, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { numberLocale, type FieldDescriptor } from "../../../../engine";

interface NumberRangeFilterProps {
  field: FieldDescriptor;
  label: string;
  /** Two decimals (kuruş) instead of whole numbers. */
  money: boolean;
  onFilter: (filter: CrudFilter) => void;
}

const decimalSeparatorOf = (language: string): string =>
  new Intl.NumberFormat(numberLocale(language)).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";

interface BoundInputProps {
  label: string;
  placeholder: string;
  money: boolean;
  prefix?: string;
  onCommit: (value: string | undefined) => void;
}

/** One bound: applied when the user leaves the box or presses Enter, not on every keystroke (each would fetch the list). */
const BoundInput = ({ label, placeholder, money, prefix, onCommit }: BoundInputProps) => {
  const { i18n } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const commit = () => {
    if (value === applied) return;
    setApplied(value);
    onCommit(value ?? undefined);
  };
  return (
    <InputNumber<string>
      aria-label={label}
      placeholder={placeholder}
      prefix={prefix}
      // Money stays a decimal string ("1250.50"), never a float.
      stringMode
      precision={money ? 2 : 0}
      decimalSeparator={money ? decimalSeparatorOf(i18n.language ?? "tr") : undefined}
      value={value}
      style={{ width: prefix ? 200 : 120 }}
      onChange={(next) => setValue(next === "" ? null : next)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
};

/** A money or integer filter: a from/to pair sending inclusive `gte`/`lte`. */
export const NumberRangeFilter = ({ field, label, money, onFilter }: NumberRangeFilterProps) => {
  const { t } = useTranslation();
  const apply = (operator: "gte" | "lte") => (value: string | undefined) => onFilter({ field: field.name, operator, value });
  const [min, max] = [t("engine.filters.min"), t("engine.filters.max")];
  return (
    <Space.Compact>
      <BoundInput label={`${label}: ${min}`} placeholder={min} prefix={label} money={money} onCommit={apply("gte")} />
      <BoundInput label={`${label}: ${max}`} placeholder={max} money={money} onCommit={apply("lte")} />
    </Space.Compact>
  );
};
