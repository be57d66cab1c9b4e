import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { PRODUCT_FILTER_SIZES } from "../../../schemas/services.schema";
import type { ResourceList } from "../../generic/list/ResourceTable";
import { useFieldAccess } from "../../generic/use-field-access";
import { useAltCategories } from "./use-alt-categories";

const RESOURCE = "services";
type Named = { id: number; name: string };
type StockOrder = "asc" | "desc";

/** The value of one `eq` filter of the list, as a number. */
export const filterValue = (filters: readonly CrudFilter[], field: string): number | undefined => {
  const found = filters.find((filter) => "field" in filter && filter.field === field);
  const value = found?.value as unknown;
  return value === undefined || value === null || value === "" ? undefined : Number(value);
};

/** Sets some `eq` filters (undefined removes one) and starts again at page 1. */
export const setFilterValues = (list: ResourceList, values: Record<string, number | undefined>) => {
  list.setFilters(
    Object.entries(values).map(([field, value]): CrudFilter => ({ field, operator: "eq", value })),
    "merge",
  );
  list.setCurrentPage(1);
};

const stockOrderOf = (sorters: readonly CrudSort[]): StockOrder | undefined => sorters.find((sorter) => sorter.field === "stock")?.order;

/**
 * The management page's filters (spec §2): size (36–48, where the user may see sizes), brand, category and the
 * chosen category's sub-category, order by stock. Brands and categories come with the list's answer.
 */
export const ProductFilters = ({ list }: { list: ResourceList }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const allowed = useFieldAccess();
  const extras = list.result as unknown as { brands?: Named[]; categories?: Named[] };
  const category = filterValue(list.filters, "category_id");
  const altCategories = useAltCategories(category);
  const label = (field: string) => fieldLabel(t, RESOURCE, field);
  const common = (text: string) => ({ allowClear: true, placeholder: text, "aria-label": text, style: { minWidth: 150 } });
  const named = (rows: readonly (Named | BaseRecord)[] | undefined) => (rows ?? []).map((row) => ({ value: Number(row.id), label: String(row.name) }));
  const orderLabel = t("services.management.filters.orderByStock");
  return (
    <Space wrap>
      {allowed(fieldByName(schema, "size")) && (
        <Select<number>
          {...common(label("size"))}
          value={filterValue(list.filters, "size")}
          options={PRODUCT_FILTER_SIZES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(size) => setFilterValues(list, { size })}
        />
      )}
      <Select<number>
        {...common(label("brand_id"))}
        showSearch
        optionFilterProp="label"
        value={filterValue(list.filters, "brand_id")}
        options={named(extras.brands)}
        onChange={(brand) => setFilterValues(list, { brand_id: brand })}
      />
      <Select<number>
        {...common(label("category_id"))}
        showSearch
        optionFilterProp="label"
        value={category}
        options={named(extras.categories)}
        // Another category's sub-category would match nothing.
        onChange={(picked) => setFilterValues(list, { category_id: picked, alt_category: undefined })}
      />
      <Select<number>
        {...common(label("alt_category"))}
        disabled={category === undefined}
        value={filterValue(list.filters, "alt_category")}
        options={named(altCategories)}
        onChange={(alt) => setFilterValues(list, { alt_category: alt })}
      />
      <Select<StockOrder>
        {...common(orderLabel)}
        value={stockOrderOf(list.sorters)}
        options={[
          { value: "asc", label: t("services.management.filters.stockAsc") },
          { value: "desc", label: t("services.management.filters.stockDesc") },
        ]}
        onChange={(order) => {
          const defaultSort = schema["x-resource"].list.defaultSort;
          list.setSorters(order ? [{ field: "stock", order }] : defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : []);
          list.setCurrentPage(1);
        }}
      />
    </Space>
  );
};
