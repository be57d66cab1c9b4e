import { decimalStringFromKurus, kurusFromDecimalString } from "../../domain/money";
import { isIsoDate, leaseFilterBounds, LEASE_FILTERS, type IsoDate, type LeaseFilter } from "../../domain/periods";
import type { FixedFilters } from "../generic/list/ResourceTable";

/** The lease overview's selector (spec §2 "Lease overview", §9 lease filters); `now` unless the address says another. */
export const LEASE_VIEWS = LEASE_FILTERS;
export type LeaseView = LeaseFilter;
export const DEFAULT_LEASE_VIEW: LeaseView = "now";

export const isLeaseView = (value: unknown): value is LeaseView => typeof value === "string" && (LEASE_VIEWS as readonly string[]).includes(value);

/**
 * A selector's choice as the list's generic range parameters (`issue_date_gte`, `delivery_date_lte`, …) on the
 * company's day (the lease overview's, and the products at the tailor's or the dry cleaner's).
 */
export const leaseViewFilters = (view: LeaseView, today: IsoDate): FixedFilters => {
  const bounds = leaseFilterBounds(view, today);
  const filters: Record<string, string> = {};
  // Every bound is always named, empty when open (not sent): the list's filters are merged by name, so a bound
  // of the previous choice must be replaced, not left behind.
  const put = (field: string, bound: { from?: IsoDate; to?: IsoDate } | undefined) => {
    filters[`${field}_gte`] = bound?.from ?? "";
    filters[`${field}_lte`] = bound?.to ?? "";
  };
  put("issue_date", bounds.issueDate);
  put("delivery_date", bounds.deliveryDate);
  return filters;
};

/** Spec §9: lease dates read DD-MM-YYYY. */
export const formatLeaseDate = (value: unknown): string => {
  if (typeof value !== "string") return "";
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) return value;
  const [year, month, date] = day.split("-");
  return `${date}-${month}-${year}`;
};

const dayNumber = (date: IsoDate): number => {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
};

/** Days a gown came back after its delivery date (0 when on time or early, or a date is missing). */
export const daysLate = (deliveryDate: unknown, deliveredDate: unknown): number => {
  if (!isIsoDate(deliveryDate) || !isIsoDate(deliveredDate)) return 0;
  return Math.max(0, dayNumber(deliveredDate) - dayNumber(deliveryDate));
};

/** The late fee a take-back charges: days late × the shop's fee per day (rental_settings), in kuruş, as a decimal string. */
export const lateFeeFor = (days: number, feePerDay: unknown): string => {
  const perDay = typeof feePerDay === "string" && feePerDay !== "" ? kurusFromDecimalString(feePerDay) : 0;
  return decimalStringFromKurus(days * perDay);
};
