import { useList, type CrudFilter } from "@refinedev/core";
import type { FixedFilters } from "../../generic/list/ResourceTable";
import { ACCOUNTINGS, type AccountingRow } from "../shared/api";
import { sumRecords, type RecordSums } from "./record-sums";

/** The API's largest page: the sums read the records of a period in one request. */
export const SUMS_PAGE_SIZE = 100;

/**
 * The sums of the records matching `filters` (a period, a kind, a party), added in kuruş from their rows
 * (`GET /accountings?…&perPage=100`). A list query of refine's, so every write that reads the records' lists again
 * reads these too. `partial` when more records match than one page holds: the cards then say they count the
 * first 100. `filters` null: the period is not chosen yet, nothing is read.
 */
export const useRecordSums = (filters: FixedFilters | null) => {
  const crud = Object.entries(filters ?? {}).map(([field, value]): CrudFilter => ({ field, operator: "eq", value }));
  const { query, result } = useList<AccountingRow>({
    resource: ACCOUNTINGS,
    filters: crud,
    pagination: { currentPage: 1, pageSize: SUMS_PAGE_SIZE },
    sorters: [{ field: "date", order: "desc" }],
    meta: { ignoreDealerScope: true },
    queryOptions: { enabled: filters !== null },
    errorNotification: false,
  });
  const rows = result.data ?? [];
  const sums: RecordSums | undefined = query.isSuccess ? sumRecords(rows) : undefined;
  return { sums, partial: (result.total ?? 0) > rows.length, loading: query.isFetching, error: query.error };
};
