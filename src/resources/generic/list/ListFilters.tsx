import type { CrudFilter } from "@refinedev/core";
import { Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, type FilterDefinition } from "../../../engine";
import { ReferenceSelect } from "../../../widgets";

interface ListFiltersProps {
  resource: string;
  definitions: FilterDefinition[];
  onFilter: (filter: CrudFilter) => void;
}

/** One control per x-resource.list.filters field; clearing a control removes its filter. */
export const ListFilters = ({ resource, definitions, onFilter }: ListFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {definitions.map(({ field, kind }) => {
        const label = fieldLabel(t, resource, field.name);
        const apply = (value: unknown) => onFilter({ field: field.name, operator: "eq", value: value ?? undefined });
        const common = { allowClear: true, placeholder: label, "aria-label": label, style: { minWidth: 180 } };
        if (kind === "reference") {
          return <ReferenceSelect key={field.name} resource={field.ref ?? ""} placeholder={label} style={{ minWidth: 180 }} onChange={apply} />;
        }
        if (kind === "boolean") {
          const options = [
            { value: true, label: t("engine.boolean.yes") },
            { value: false, label: t("engine.boolean.no") },
          ];
          return <Select key={field.name} {...common} options={options} onChange={apply} />;
        }
        if (kind === "enum") {
          const options = (field.enumValues ?? []).map((value) => ({ value, label: enumLabel(t, resource, field.name, value) }));
          return <Select key={field.name} {...common} options={options} onChange={apply} />;
        }
        return null;
      })}
    </Space>
  );
};
