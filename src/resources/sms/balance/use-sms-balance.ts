import { useApiUrl, useCustom } from "@refinedev/core";
import { useEffect } from "react";
import type { SmsBalanceAnswer } from "../../../domain/sms/api";

// Every shown balance's refetch: a send (U2's page, a client's SMS action) calls invalidateSmsBalance().
const listeners = new Set<() => void>();

/** Reads the SMS balance again wherever it is shown (the top bar, the home card, the settings): after a send. */
export const invalidateSmsBalance = (): void => listeners.forEach((refetch) => refetch());

/**
 * `GET /api/get-sms-total`: what the shop can still send. One query (same key) for every place that shows it;
 * `enabled: false` for users without `sms_permission`, who are never asked about it.
 */
export const useSmsBalance = (enabled = true) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<SmsBalanceAnswer>({
    url: `${apiUrl}/get-sms-total`,
    method: "get",
    queryOptions: { enabled, staleTime: 60_000 },
    errorNotification: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    const listener = () => void refetch();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [enabled, refetch]);
  return { balance: query.isSuccess ? result.data : undefined, loading: query.isLoading, failed: query.isError };
};
