import { useList, type BaseKey, type BaseRecord } from "@refinedev/core";

export interface ArrivalDate {
  id: BaseKey;
  newservice_id: BaseKey;
  arrival_date: string;
  stock: number;
}

/** At most this many dates per request: the server's cap on `_in` values is 50, its page at most 100 rows. */
const PAGE = 100;

/**
 * The arrival dates of the products on screen, in one request (`newservice_id_in=`), grouped by product in date
 * order. Lists do not answer a record's lines, and a request per row would be one per product shown.
 */
export const useArrivalDates = (productIds: readonly BaseKey[]): Map<string, ArrivalDate[]> => {
  const { result } = useList<BaseRecord>({
    resource: "newservice_dates",
    filters: [{ field: "newservice_id", operator: "in", value: [...productIds] }],
    sorters: [{ field: "arrival_date", order: "asc" }],
    pagination: { currentPage: 1, pageSize: PAGE },
    meta: { ignoreDealerScope: true },
    queryOptions: { enabled: productIds.length > 0 },
  });
  // Keyed by the id as text: ids come back as numbers and go out in the address as text.
  const byProduct = new Map<string, ArrivalDate[]>();
  for (const date of (result?.data ?? []) as unknown as ArrivalDate[]) {
    const key = String(date.newservice_id);
    byProduct.set(key, [...(byProduct.get(key) ?? []), date]);
  }
  return byProduct;
};
