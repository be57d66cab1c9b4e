import { useApiUrl, useCustom } from "@refinedev/core";
import type { ClientSale } from "./tailor-list";

/** One sale for its sheet (`GET /api/sale-dimensions/:id`, server/routes/dimensions). */
export interface SaleSheet extends Omit<ClientSale, "dimension_id"> {
  shop: string;
  client_id: number | null;
  client_name: string | null;
  client_gsm: string | null;
}

/** The sale's shop, client, dress items with their measurement date and its sheet (or null); nothing without a sale. */
export const useSaleSheet = (processId: number | undefined) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<SaleSheet>({
    url: `${apiUrl}/sale-dimensions/${processId ?? 0}`,
    method: "get",
    queryOptions: { enabled: processId !== undefined && processId > 0 },
  });
  return { sale: processId ? (result.data as SaleSheet | undefined) : undefined, loading: processId !== undefined && query.isLoading, failed: query.isError };
};
