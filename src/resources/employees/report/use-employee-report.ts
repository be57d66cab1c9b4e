import { useApiUrl, useCustom } from "@refinedev/core";
import type { EmployeeFigures, EmployeeReportRow } from "../../../domain/employee-report";

export type { EmployeeFigures, EmployeeReportRow };

export interface EmployeeReport {
  start_date: string;
  end_date: string;
  cards: { employees: number; sale_income: string; rent_income: string; leave_days: number };
  data: EmployeeReportRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface OneEmployeeReport {
  start_date: string;
  end_date: string;
  employee: { id: number; full_name: string; salary: string; commission: number; is_sale: boolean };
  figures: EmployeeFigures;
  commissions: { id: number; date: string; type: "sale" | "rent"; total_price: string; rate: number; commission: string; description: string | null }[];
  permits: { id: number; start_at: string; finish_at: string; daycount: number; days_in_period: number; description: string | null }[];
  payments: { id: number; kind: "salary" | "advance"; date: string; price: string; payment_type: string | null; description: string | null }[];
}

/** `GET /employee-reports?year=&month=&page=&perPage=`: the period's cards and a page of employees, read again when either changes. */
export const useEmployeeReport = (query: Record<string, string>, page: number, perPage: number) => {
  const apiUrl = useApiUrl();
  const { query: state, result } = useCustom<EmployeeReport>({
    url: `${apiUrl}/employee-reports`,
    method: "get",
    config: { query: { ...query, page, perPage } },
    errorNotification: false,
  });
  return { report: state.isSuccess ? result.data : undefined, loading: state.isFetching, error: state.error, refetch: state.refetch };
};

/** `GET /employee-reports/:id?year=&month=`: one employee's period, read while their report is open. */
export const useOneEmployeeReport = (id: number | undefined, query: Record<string, string>) => {
  const apiUrl = useApiUrl();
  const { query: state, result } = useCustom<OneEmployeeReport>({
    url: `${apiUrl}/employee-reports/${id ?? 0}`,
    method: "get",
    config: { query },
    errorNotification: false,
    queryOptions: { enabled: id !== undefined },
  });
  return { report: state.isSuccess ? result.data : undefined, loading: state.isFetching, error: state.error, refetch: state.refetch };
};
