import { useApiUrl, useCustom, useCustomMutation, type HttpError } from "@refinedev/core";

/** One row of a company's SMS credit ledger (`sms_credit_entries`): credits in (positive) or out, and the balance after. */
export interface SmsCreditEntry {
  id: number;
  delta: number;
  reason: "purchase" | "grant" | "spend" | "refund";
  note: string | null;
  balance: number;
  message_id?: number | null;
  created_at: string;
}

export interface SmsCreditLedger {
  data: SmsCreditEntry[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface SmsCreditGrant {
  company_id: number;
  amount: number;
  note?: string;
}

export const LEDGER_PER_PAGE = 10;

/** `GET /api/sms-credits?company_id=`: the chosen company's latest ledger rows (nothing asked before one is chosen). */
export const useSmsCreditLedger = (companyId: number | undefined, page: number) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<SmsCreditLedger>({
    url: `${apiUrl}/sms-credits`,
    method: "get",
    config: { query: { company_id: companyId, page, perPage: LEDGER_PER_PAGE } },
    queryOptions: { enabled: companyId !== undefined },
    errorNotification: false,
  });
  return {
    ledger: companyId !== undefined && query.isSuccess ? result.data : undefined,
    loading: companyId !== undefined && query.isFetching,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
};

/** `POST /api/sms-credits { company_id, amount, note? }`: answers the company's new balance. */
export const useGrantSmsCredits = () => {
  const apiUrl = useApiUrl();
  const { mutateAsync, mutation } = useCustomMutation<{ balance: number }, HttpError, SmsCreditGrant>();
  return {
    grant: (values: SmsCreditGrant, successMessage: (balance: number) => string) =>
      mutateAsync({
        url: `${apiUrl}/sms-credits`,
        method: "post",
        values,
        successNotification: (response) => ({ type: "success", message: successMessage(response?.data.balance ?? 0) }),
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      }),
    pending: mutation.isPending,
  };
};
