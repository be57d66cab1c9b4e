import type { TailorListRow } from "../../domain/tailor-list";
import { formatLeaseDate } from "../leases/lease-view";

/** The tailor list's six counters (spec §2 "Tailor list"), in the order the cards show them. */
export const TAILOR_COUNTERS = ["today", "tomorrow", "weekly", "nextWeekly", "monthly", "nextMonthly"] as const;
export type TailorCounter = (typeof TAILOR_COUNTERS)[number];

/** The period filter: the six counters' periods, every row, or the user's own range (spec §9). */
export const TAILOR_LIST_PERIODS = ["all", ...TAILOR_COUNTERS, "other"] as const;
export type TailorListPeriod = (typeof TAILOR_LIST_PERIODS)[number];

/** Spec §9: the tailor list comes fifteen to a page. */
export const TAILOR_LIST_PER_PAGE = 15;

/** One dress item of a sale as `GET /api/tailor-list` answers it. */
export type { TailorListRow };

export interface TailorListAnswer {
  data: TailorListRow[];
  total: number;
  page: number;
  perPage: number;
  counters: Record<TailorCounter, number>;
}

/** A sale of a client with its dress items and its sheet (`GET /api/get-client-dimensions/:id`). */
export interface ClientSale {
  process_id: number;
  contract_no: string | null;
  sale_date: string | null;
  measurement_date: string | null;
  dimension_id: number | null;
  items: Array<{ id: number; service_id: number; product: string | null; category: string | null; measurement_date: string }>;
  dimension: Record<string, unknown> | null;
}

/** The query the list asks with: the period, the range of 'other' (only when both ends are chosen), the page. */
export const tailorListQuery = (period: TailorListPeriod, range: [string, string] | null, page: number): Record<string, string | number> => {
  const query: Record<string, string | number> = { period, page, perPage: TAILOR_LIST_PER_PAGE };
  if (period === "other" && range) Object.assign(query, { start: range[0], end: range[1] });
  return query;
};

/** DD-MM-YYYY (spec §9). */
export const shownDate = (value: unknown): string => formatLeaseDate(value);

/** The routes of the sheet's pages (src/schemas/dimensions.schema.ts). */
export const sheetPaths = {
  create: (processId: number) => `/olcu-gir?process_id=${processId}`,
  edit: (id: number) => `/olcu-duzenle/${id}`,
  print: (id: number) => `/olcu/${id}`,
};
