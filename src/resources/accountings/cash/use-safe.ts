import { useApiUrl, useCustom, useGetIdentity } from "@refinedev/core";
import { DEFAULT_SHOP_TIME_ZONE, isValidTimeZone, localDateIn } from "../../../domain/periods";
import type { Identity } from "../../../providers/session";
import type { AccountingRow, ListEnvelope } from "../shared/api";
import { isOneDay, type CashRange, type SinglePaymentType } from "./cash-range";

/** One payment type's movements in the range (splits counted under their own types). */
export interface IncomeGroup {
  payment_type: SinglePaymentType;
  income: string;
  expense: string;
  net: string;
}

/** `GET /safe` (spec §3 "daily cash response"): money is decimal text. */
export interface SafeAnswer {
  start_date: string;
  end_date: string;
  inSafeMoney: string;
  income: string;
  expense: string;
  process_count: number;
  incomeGroup: IncomeGroup[];
  records: ListEnvelope<AccountingRow>;
  /** The closed day when the range is one day and it is closed; `closed_by` where the server names who closed it. */
  closed: { id: number; day: string; created_at: string; closed_by?: { id: number; full_name: string } | null } | null;
}

export interface SafeRequest {
  range: CashRange;
  paymentType?: SinglePaymentType;
  page: number;
  perPage: number;
  /** An operator's chosen dealer (`scope=all&company_id=`); undefined: the caller's own company. */
  companyId?: number;
  enabled?: boolean;
}

/** The query string of `GET /safe` (and of its PDF): one day as `date`, a range as its two ends. */
export const safeQuery = ({ range, paymentType, page, perPage, companyId }: Omit<SafeRequest, "enabled">): Record<string, string | number> => ({
  ...(isOneDay(range) ? { date: range.start_date } : { start_date: range.start_date, end_date: range.end_date }),
  ...(paymentType ? { payment_type: paymentType } : {}),
  page,
  perPage,
  ...(companyId === undefined ? {} : { scope: "all", company_id: companyId }),
});

/** The cash box of a range, read again whenever the range, the filter, the page or the dealer change. */
export const useSafe = ({ enabled = true, ...request }: SafeRequest) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<SafeAnswer>({
    url: `${apiUrl}/safe`,
    method: "get",
    config: { query: safeQuery(request) },
    queryOptions: { enabled, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return {
    answer: query.isSuccess || query.isPlaceholderData ? result.data : undefined,
    loading: query.isFetching,
    error: query.error,
    refetch: () => query.refetch(),
  };
};

/** Today on the company's clock (its time zone), the cash box's default day. */
export const useCompanyToday = (): string => {
  const { data: identity } = useGetIdentity<Identity>();
  const zone = identity?.company?.time_zone;
  return localDateIn(new Date(), typeof zone === "string" && isValidTimeZone(zone) ? zone : DEFAULT_SHOP_TIME_ZONE);
};
