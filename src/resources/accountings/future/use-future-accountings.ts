import { useApiUrl, useCustom, useCustomMutation } from "@refinedev/core";
import type { ListEnvelope } from "../shared/api";
import { useInvalidateAccountings } from "../shared/api";

export type FutureType = "credit" | "debt";

/** An open credit or debt as `GET /future-accountings` answers it (H3): its party's name and whether it is past due. */
export interface FutureRow {
  id: number;
  kind: string;
  title: string | null;
  date: string;
  price: string;
  paid: string;
  remaining: string;
  last_payment_date: string;
  client_name: string | null;
  supplier_name: string | null;
  past_due: boolean;
}

export interface FutureAnswer extends ListEnvelope<FutureRow> {
  /** Σ remaining of every open record of the list, not only this page. */
  total_remaining: string;
}

/** `GET /future-accountings?type=&month=&page=`: the open credits (or debts) due in the month or before it. */
export const useFutureAccountings = (type: FutureType, month: string, page: number) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<FutureAnswer>({
    url: `${apiUrl}/future-accountings`,
    method: "get",
    config: { query: { type, month, page } },
    errorNotification: false,
  });
  return { answer: query.isSuccess ? result.data : undefined, loading: query.isFetching, error: query.error, refetch: query.refetch };
};

/** What a credit becomes on this page (income) and a debt (expense): `PUT /change-accounting-type`. */
const CONVERTED_TO: Record<FutureType, "income" | "expense"> = { credit: "income", debt: "expense" };

/**
 * Converts one open record, stamped today by the server; the toast says the server's own message ('Alacak Başarıyla
 * Gelire Dönüştürüldü!' / 'Ödeme başarıyla gidere dönüştürüldü!'). Every accounting list and figure is read again.
 */
export const useConvertRecord = (type: FutureType, onDone: () => void) => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidateAccountings();
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  const convert = (id: number) =>
    mutate(
      {
        url: `${apiUrl}/change-accounting-type`,
        method: "put",
        values: { id, type: CONVERTED_TO[type] },
        successNotification: (answer) => ({ type: "success", message: String(answer?.data?.message ?? "") }),
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      },
      {
        onSuccess: () => {
          void invalidate();
          onDone();
        },
      },
    );
  return { convert, converting: mutation.isPending };
};
