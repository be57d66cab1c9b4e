import { useApiUrl, useCustom } from "@refinedev/core";
import { useState } from "react";
import { formatDate } from "../../../engine";

/** A day as the product detail writes it (DD.MM.YYYY); none is blank. */
export const formatDay = (value: string | null | undefined): string => (value ? formatDate(value, false) : "");

/** Spec §9: the product's history comes seven to a page. */
export const HISTORY_PER_PAGE = 7;

export type BookingKind = "lease" | "tailor" | "dry";
export interface Party {
  id: number;
  full_name: string;
}

/** `GET /api/services/:id/whereabouts` (server/routes/whereabouts): where the gown is now, on the company's clock. */
export interface Whereabouts {
  service: { id: number; name: string };
  state: "in_shop" | "leased" | "tailor" | "dry" | "branch";
  since: string | null;
  until: string | null;
  overdue: boolean;
  party: Party | null;
  branch: { id: number; name: string } | null;
  steps: { kind: BookingKind; id: number; party: Party | null; issue_date: string; delivery_date: string; overdue: boolean }[];
}

/** One row of `GET /api/services/:id/bookings`: a booking of any kind. */
export interface HistoryRow {
  kind: BookingKind;
  id: number;
  party: Party | null;
  issue_date: string;
  delivery_date: string;
  delivered_date: string | null;
  status: string;
  piece: number;
  overdue: boolean;
}

export const useWhereabouts = (productId: string) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<Whereabouts>({ url: `${apiUrl}/services/${productId}/whereabouts`, method: "get", errorNotification: false });
  return { where: query.isSuccess ? result.data : undefined, loading: query.isLoading, failed: query.isError };
};

/** One page of the product's bookings of every kind, newest first, paged on the server. */
export const useProductHistory = (productId: string) => {
  const apiUrl = useApiUrl();
  const [page, setPage] = useState(1);
  const { query, result } = useCustom<{ data: HistoryRow[]; total: number }>({
    url: `${apiUrl}/services/${productId}/bookings`,
    method: "get",
    config: { query: { page, perPage: HISTORY_PER_PAGE } },
    errorNotification: false,
  });
  return { rows: result.data?.data ?? [], total: result.data?.total ?? 0, page, setPage, loading: query.isLoading, failed: query.isError };
};
