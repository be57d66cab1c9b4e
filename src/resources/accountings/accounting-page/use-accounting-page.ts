import { useApiUrl, useCustom, useInvalidate } from "@refinedev/core";
import { ACCOUNTINGS } from "../shared/api";
import { periodQuery, type PeriodValue } from "../shared/period-value";

/** `GET /accounting-report` (H3's contract): the period's sums as decimal text. */
export interface AccountingReport {
  start_date: string;
  end_date: string;
  income: string;
  expense: string;
  credit: string;
  debt: string;
  profit: string;
}

/** One audit entry of a record or of its payments and corrections (`GET /accountings/:id/history`). */
export interface HistoryEntry {
  id: number;
  action: string;
  created_at: string;
  actor: { id: number; full_name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  record_id: number;
}

/** The four cards' figures for the period; not asked for without the cards' flag or a whole range. */
export const useAccountingReport = (value: PeriodValue, enabled: boolean) => {
  const apiUrl = useApiUrl();
  const query = periodQuery(value);
  const { query: request, result } = useCustom<AccountingReport>({
    url: `${apiUrl}/accounting-report`,
    method: "get",
    config: { query: query ?? {} },
    queryOptions: { enabled: enabled && query !== null },
    errorNotification: false,
  });
  return { report: request.data ? result.data : undefined, loading: request.isLoading && enabled && query !== null, error: request.error };
};

/** Who changed a record, when, and what, newest first. */
export const useRecordHistory = (id: number | undefined) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<{ data: HistoryEntry[] }>({
    url: `${apiUrl}/${ACCOUNTINGS}/${id}/history`,
    method: "get",
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  return { entries: query.data ? (result.data?.data ?? []) : [], loading: query.isLoading && id !== undefined, error: query.error };
};

/**
 * After a write every figure of the page is read again: the tables (lists), the open drawer (detail), and the cards
 * and history, which are custom reads of the same data provider ("all").
 */
export const useRefreshAccounting = () => {
  const invalidate = useInvalidate();
  return () => void invalidate({ resource: ACCOUNTINGS, invalidates: ["all"] });
};
