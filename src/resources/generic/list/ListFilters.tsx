import type { CrudFilter } from "@refinedev/core";
import { Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, type FilterDefinition } from "../../../engine";
import { lazyPart } from "../../../widgets/lazy-part";
import { NumberRangeFilter } from "./filters/NumberRangeFilter";
import { ReferenceFilter } from "./filters/ReferenceFilter";

// The range picker (rc-picker) loads with the first list that filters by a date.
const DateRangeFilter = lazyPart(() => import("./filters/DateRangeFilter"));

interface ListFiltersProps {
  resource: string;
  definitions: FilterDefinition[];
  onFilter: (filter: CrudFilter) => void;
}

/**
 * One control per x-resource.list.filters field, by its type: several enum values or referenced rows (`in`), a
 * date range with period presets or a from/to pair (`gte`/`lte`), yes/no (`eq`). Clearing a control removes its filter.
 */
export const ListFilters = ({ resource, definitions, onFilter }: ListFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {definitions.map(({ field, kind }) => {
        const label = fieldLabel(t, resource, field.name);
        const common = { allowClear: true, placeholder: label, "aria-label": label, style: { minWidth: 180 } };
        switch (kind) {
          case "reference":
            return <ReferenceFilter key={field.name} field={field} label={label} onFilter={onFilter} />;
          case "enum": {
            const options = (field.enumValues ?? []).map((value) => ({ value, label: enumLabel(t, resource, field.name, value) }));
            const apply = (values: unknown[]) => onFilter({ field: field.name, operator: "in", value: values.length > 0 ? values : undefined });
            return <Select key={field.name} {...common} mode="multiple" maxTagCount="responsive" options={options} onChange={apply} />;
          }
          case "boolean": {
            const options = [
              { value: true, label: t("engine.boolean.yes") },
              { value: false, label: t("engine.boolean.no") },
            ];
            const apply = (value: unknown) => onFilter({ field: field.name, operator: "eq", value: value ?? undefined });
            return <Select key={field.name} {...common} options={options} onChange={apply} />;
          }
          case "date":
          case "datetime":
            return <DateRangeFilter key={field.name} field={field} label={label} withTime={kind === "datetime"} onFilter={onFilter} />;
          case "money":
          case "integer":
            return <NumberRangeFilter key={field.name} field={field} label={label} money={kind === "money"} onFilter={onFilter} />;
          default:
            return null;
        }
      })}
    </Space>
  );
};
