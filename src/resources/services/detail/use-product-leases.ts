import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";
import { useState } from "react";

/** Spec §9: the product's leases come seven to a page. */
export const LEASES_PER_PAGE = 7;

interface LeasePage {
  data: BaseRecord[];
  total: number;
  current_page: number;
}

/** One page of the product's leases, newest first (`GET /api/leases-by-product/:id`), paged on the server. */
export const useProductLeases = (productId: string) => {
  const apiUrl = useApiUrl();
  const [page, setPage] = useState(1);
  const { query, result } = useCustom<LeasePage>({
    url: `${apiUrl}/leases-by-product/${productId}`,
    method: "get",
    config: { query: { page, perPage: LEASES_PER_PAGE } },
  });
  return { rows: result.data?.data ?? [], total: result.data?.total ?? 0, page, setPage, loading: query.isLoading, failed: query.isError };
};
