import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useEffect, useMemo, useRef } from "react";
import { perPageOf, type ResourceSchema } from "../../../engine";
import { useDealerScope } from "../../../providers/dealer-scope";

/** Field values every row of a table holds (a tab's type, a parent's id): sent with every request. */
export type FixedFilters = Readonly<Record<string, string | number | boolean>>;

interface ResourceListOptions {
  schema: ResourceSchema;
  fixedFilters: FixedFilters;
  /** Only the signed-in company's rows, whatever dealer an operator picked ('Tüm Bayiler' is for the list pages). */
  ownRows: boolean;
  /** Page, filters and sort in the address: for the one table of a page, never for tables embedded in one. */
  syncWithLocation: boolean;
}

/** One server-paged list of a resource: the schema's page size and default sort, the fixed filters, the dealer scope. */
export const useResourceList = ({ schema, fixedFilters, ownRows, syncWithLocation }: ResourceListOptions) => {
  const resource = schema.$id;
  const perPage = perPageOf(schema);
  const defaultSort = schema["x-resource"].list.defaultSort;
  const { scope } = useDealerScope();
  // Global resources (announcements) belong to no company: the dealer scope does not apply to them.
  const unscoped = ownRows || schema["x-resource"].tenant === "global";
  // The 'all' view shows other companies' rows: a dealer column, and no row actions (spec §2).
  const allDealers = !unscoped && scope !== null;
  const fixedKey = JSON.stringify(fixedFilters);
  const permanent = useMemo(
    () => Object.entries(JSON.parse(fixedKey) as FixedFilters).map(([field, value]): CrudFilter => ({ field, operator: "eq", value })),
    [fixedKey],
  );
  const table = useTable<BaseRecord>({
    resource,
    pagination: { pageSize: perPage },
    sorters: { initial: defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : [] },
    filters: { permanent },
    syncWithLocation,
    // Part of the query key, so picking another dealer fetches again (once: the selector does not invalidate).
    meta: unscoped ? { ignoreDealerScope: true } : { dealerScope: scope === null ? "own" : (scope.companyId ?? "all") },
  });
  const { setFilters, setCurrentPage } = table;
  // Other fixed values (another tab's type) are another list: it starts at its first page.
  const shownFor = useRef(fixedKey);
  useEffect(() => {
    if (shownFor.current === fixedKey) return;
    shownFor.current = fixedKey;
    setCurrentPage(1);
  }, [fixedKey, setCurrentPage]);
  const applyFilter = (filter: CrudFilter) => {
    setFilters([filter], "merge");
    setCurrentPage(1);
  };
  return { ...table, perPage, allDealers, applyFilter };
};
