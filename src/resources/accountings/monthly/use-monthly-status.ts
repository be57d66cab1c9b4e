import { useApiUrl, useCustom } from "@refinedev/core";

export interface MonthlyDay {
  day: string;
  income: string;
  expense: string;
  net: string;
  process_count: number;
}

export interface MonthlyStatus {
  month: string;
  days: MonthlyDay[];
  summary: { income: string; expense: string; net: string; credit: string; debt: string };
}

/** `GET /monthly-general-status?month=YYYY-MM`: the month's days and its summary, read again when the month changes. */
export const useMonthlyStatus = (month: string) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<MonthlyStatus>({
    url: `${apiUrl}/monthly-general-status`,
    method: "get",
    config: { query: { month } },
    errorNotification: false,
  });
  return { status: query.isSuccess ? result.data : undefined, loading: query.isFetching, error: query.error, refetch: query.refetch };
};
