import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { perPageOf } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";

/**
 * One list of the Tanımlamalar tabs: server pages of the schema's size (15), sorted by name, always
 * narrowed by `fixed` (the tab's type), with a keyword and further filters the tab sets.
 */
export const useTabList = (resource: string, fixed: CrudFilter[] = []) => {
  const schema = useResourceSchema(resource);
  const perPage = perPageOf(schema);
  const defaultSort = schema["x-resource"].list.defaultSort;
  const { tableProps, setFilters, currentPage, setCurrentPage, result, tableQuery } = useTable<BaseRecord>({
    resource,
    pagination: { pageSize: perPage },
    sorters: { initial: defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : [] },
    filters: { permanent: fixed },
    syncWithLocation: false,
    // The shop's own definitions: an operator's dealer pick is for the 'all' screens, not for this one.
    meta: { ignoreDealerScope: true },
  });
  const applyFilter = (filter: CrudFilter) => {
    setFilters([filter], "merge");
    setCurrentPage(1);
  };
  return {
    tableProps: { ...tableProps, rowKey: "id", pagination: false as const, scroll: { x: true as const } },
    pager: { total: result.total ?? 0, perPage, current: currentPage, onChange: setCurrentPage },
    search: (keyword: string) => applyFilter({ field: "keyword", operator: "contains", value: keyword || undefined }),
    applyFilter,
    setCurrentPage,
    refetch: () => tableQuery.refetch(),
  };
};
