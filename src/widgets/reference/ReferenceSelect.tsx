import { PlusOutlined } from "@ant-design/icons";
import { useSelect } from "@refinedev/antd";
import { useCan, useInvalidate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Select, Space, type SelectProps } from "antd";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaLookup } from "../../engine/schema-context";
import { labelFieldOf } from "./label-field";
import { QuickCreateContext } from "./quick-create";

export interface ReferenceSelectProps {
  id?: string;
  /** The referenced resource (`x-ref`). */
  resource: string;
  /** Values every offered row holds (`x-ref-filter`), e.g. only client-categories definitions. */
  match?: Readonly<Record<string, string | number | boolean>>;
  value?: BaseKey;
  onChange?: (value: BaseKey | undefined) => void;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  /** Typed letters before the server is searched (a quote's product: 2); fewer search nothing. */
  minSearchLength?: number;
  /** Called with the picked row as the options hold it (a quote's row takes the product's price). */
  onPick?: (row: BaseRecord | undefined) => void;
}

/** A searchable select over another resource; the server searches with `keyword`. */
export const ReferenceSelect = ({ id, resource, match, value, onChange, disabled, allowClear = true, placeholder, style, minSearchLength = 0, onPick }: ReferenceSelectProps) => {
  const { t } = useTranslation();
  const target = useSchemaLookup()(resource);
  const QuickCreate = useContext(QuickCreateContext);
  const [creating, setCreating] = useState(false);
  // The record just made by quick create: useSelect reads defaultValue only once, and the refetched
  // page of options need not contain it, so it is offered here until the options do.
  const [created, setCreated] = useState<BaseRecord | null>(null);
  const labelField = labelFieldOf(target);
  const invalidate = useInvalidate();
  const { data: access } = useCan({ resource, action: "create" });
  const { selectProps, query } = useSelect({
    resource,
    optionLabel: labelField as never,
    optionValue: "id" as never,
    defaultValue: value,
    debounce: 500,
    // In the alphabet's order (the server sorts names the Turkish way), not the target list's default (newest first).
    sorters: [{ field: labelField, order: "asc" }],
    filters: Object.entries(match ?? {}).map(([field, fieldValue]) => ({ field, operator: "eq" as const, value: fieldValue })),
    onSearch: (keyword) => (keyword.trim().length < minSearchLength ? [] : [{ field: "keyword", operator: "contains", value: keyword }]),
  });
  const rows: BaseRecord[] = query.data?.data ?? [];
  const fetched = selectProps.options ?? [];
  const missing = created !== null && created.id !== undefined && !fetched.some((option) => option.value === created.id);
  const options = missing ? [...fetched, { value: created.id, label: String(created[labelField] ?? created.id) }] : fetched;
  const canQuickCreate = QuickCreate !== null && target?.["x-resource"].routes.create !== undefined && access?.can === true;
  // Beside the quick-create button the select takes what is left of the row (a long chosen name never pushes the
  // button past a phone's edge); alone it is as wide as its box.
  const width = canQuickCreate && QuickCreate !== null ? { flex: "1 1 auto", minWidth: 0 } : { width: "100%" };
  const select = (
    <Select<BaseKey>
      {...(selectProps as SelectProps<BaseKey>)}
      options={options as SelectProps<BaseKey>["options"]}
      id={id}
      value={value}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder}
      style={{ ...width, ...style }}
      onChange={(next) => {
        onChange?.(next ?? undefined);
        onPick?.(next === undefined || next === null ? undefined : rows.find((row) => row.id === next));
      }}
    />
  );
  if (!canQuickCreate || QuickCreate === null) return select;
  return (
    <>
      <Space.Compact style={{ width: "100%", display: "flex" }}>
        {select}
        <Button icon={<PlusOutlined />} aria-label={t("engine.reference.create")} onClick={() => setCreating(true)} disabled={disabled} />
      </Space.Compact>
      <QuickCreate
        resource={resource}
        presets={match}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(record) => {
          setCreating(false);
          setCreated(record);
          void invalidate({ resource, invalidates: ["list", "many"] });
          onChange?.(record.id);
        }}
      />
    </>
  );
};
