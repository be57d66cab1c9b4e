import { useApiUrl, useCustom } from "@refinedev/core";

/** One salary or advance record of the employee (`GET /employee-history/:id`). Money is decimal text. */
export interface EmployeePayment {
  id: number;
  kind: "salary" | "advance";
  date: string;
  price: string;
  payment_type: string;
  description: string | null;
  day_closed: boolean;
}

export interface EmployeeHistory {
  employee: { id: number; full_name: string; salary: string; remeaning_payment: string };
  data: EmployeePayment[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  totals: { salary: string; advance: string };
}

export const HISTORY_PER_PAGE = 10;

/** The employee's salary and advance payments, newest first; `advancesOnly` asks for the advances alone. */
export const useEmployeeHistory = (employeeId: number | string, advancesOnly: boolean, page: number) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<EmployeeHistory>({
    url: `${apiUrl}/employee-history/${employeeId}`,
    method: "get",
    config: { query: { page, perPage: HISTORY_PER_PAGE, ...(advancesOnly ? { kind: "advance" } : {}) } },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { history: query.isSuccess || query.isPlaceholderData ? result.data : undefined, loading: query.isFetching, failed: query.isError };
};
