import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useEffect, useMemo, useRef } from "react";
import { perPageOf, type ParentLink, type ResourceSchema } from "../../../engine";
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
  /** A child resource's rows of one parent, read under the parent's path. */
  parent?: ParentLink;
  /** The resource's bin instead of its live rows. */
  bin?: boolean;
}

/**
 * What the data provider needs besides filters: the parent's path, the bin, or the dealer scope (part of the
 * query key, so picking another dealer fetches again; once, since the selector does not invalidate).
 */
const listMeta = (parent: ParentLink | undefined, bin: boolean, unscoped: boolean, scope: ReturnType<typeof useDealerScope>["scope"]) => {
  if (parent) return { parent };
  if (bin) return { bin: true, ignoreDealerScope: true };
  return unscoped ? { ignoreDealerScope: true } : { dealerScope: scope === null ? "own" : (scope.companyId ?? "all") };
};

/** One server-paged list of a resource: the schema's page size and default sort, the fixed filters, the dealer scope. */
export const useResourceList = ({ schema, fixedFilters, ownRows, syncWithLocation, parent, bin = false }: ResourceListOptions) => {
  const resource = schema.$id;
  const perPage = perPageOf(schema);
  const defaultSort = schema["x-resource"].list.defaultSort;
  const { scope } = useDealerScope();
  // Global resources (announcements) belong to no company: the dealer scope does not apply to them, nor to
  // one parent's children or the bin (the caller's own company).
  const unscoped = ownRows || schema["x-resource"].tenant === "global" || parent !== undefined || bin;
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
    meta: listMeta(parent, bin, unscoped, scope),
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
  return { ...table, perPage: table.pageSize, allDealers, applyFilter };
};

/** What a page that embeds ResourceTable may read and drive of its list (cards from the envelope, its own filters). */
export type ResourceList = ReturnType<typeof useResourceList>;
