import { useApiUrl, useCustom } from "@refinedev/core";

/** One commission entry (`GET /employee-commissions/:id`). Money is decimal text. */
export interface CommissionEntry {
  id: number;
  date: string;
  type: "sale" | "rent";
  total_price: string;
  rate: number;
  commission: string;
  description: string | null;
}

export interface EmployeeCommissions {
  data: CommissionEntry[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  totals: { total_price: string; commission: string };
}

export const COMMISSIONS_PER_PAGE = 10;

/** The employee's commission entries, newest first, with their sums. */
export const useEmployeeCommissions = (employeeId: number | string, page: number) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<EmployeeCommissions>({
    url: `${apiUrl}/employee-commissions/${employeeId}`,
    method: "get",
    config: { query: { page, perPage: COMMISSIONS_PER_PAGE } },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return {
    commissions: query.isSuccess || query.isPlaceholderData ? result.data : undefined,
    loading: query.isFetching,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
};
