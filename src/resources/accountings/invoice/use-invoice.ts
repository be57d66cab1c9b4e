import { useApiUrl, useCustom } from "@refinedev/core";
import type { AccountingRow } from "../shared/api";
import type { InvoiceLine } from "./invoice-totals";

/** `GET /invoice/:id` (H3's contract): the record with its lines, the shop, and the party it was made out to. */
export interface Invoice {
  record: Omit<AccountingRow, "lines"> & { lines?: InvoiceLine[] };
  company: { title: string | null; address?: string | null; phone?: string | null; tax_office?: string | null; tax_no?: string | null; logo_url?: string | null };
  client?: { full_name: string; [field: string]: unknown } | null;
  supplier?: { full_name: string; [field: string]: unknown } | null;
}

export const useInvoice = (id: string | undefined) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<Invoice>({
    url: `${apiUrl}/invoice/${id}`,
    method: "get",
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  return { invoice: query.data ? result.data : undefined, loading: query.isLoading, error: query.error };
};
