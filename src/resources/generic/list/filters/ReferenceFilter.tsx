import { useSelect } from "@refinedev/antd";
import type { BaseKey, CrudFilter } from "@refinedev/core";
import { Select } from "antd";
import { useSchemaLookup } from "../../../../engine/schema-context";
import type { FieldDescriptor } from "../../../../engine";
import { labelFieldOf } from "../../../../widgets/reference/label-field";

interface ReferenceFilterProps {
  field: FieldDescriptor;
  label: string;
  onFilter: (filter: CrudFilter) => void;
}

type Picked = { value: BaseKey; label: string };

/**
 * A reference filter: several referenced rows, searched on the server, sent as one `in` list. Offers only the
 * rows the reference may hold (`x-ref-filter`); picked rows keep their names while another search is shown.
 */
export const ReferenceFilter = ({ field, label, onFilter }: ReferenceFilterProps) => {
  const resource = field.ref ?? "";
  const target = useSchemaLookup()(resource);
  const match = (field.property as { "x-ref-filter"?: Record<string, string | number | boolean> })["x-ref-filter"] ?? {};
  const { selectProps } = useSelect({
    resource,
    optionLabel: labelFieldOf(target) as never,
    optionValue: "id" as never,
    debounce: 500,
    filters: Object.entries(match).map(([name, value]) => ({ field: name, operator: "eq" as const, value })),
    onSearch: (keyword) => [{ field: "keyword", operator: "contains", value: keyword }],
  });
  return (
    <Select<Picked[]>
      showSearch={selectProps.showSearch}
      filterOption={selectProps.filterOption}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
      options={selectProps.options as Picked[] | undefined}
      mode="multiple"
      labelInValue
      allowClear
      maxTagCount="responsive"
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 200 }}
      onChange={(picked) => onFilter({ field: field.name, operator: "in", value: picked?.length ? picked.map(({ value }) => value) : undefined })}
    />
  );
};
