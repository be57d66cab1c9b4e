import { addDays, assertIsoDate, type IsoDate } from "./plainDate";

export const LEASE_FILTERS = ["now", "past", "future", "todayissue", "todaydelivery"] as const;
export type LeaseFilter = (typeof LEASE_FILTERS)[number];

/** Inclusive bounds on one date column; a missing side is open. */
export interface DateBound {
  from?: IsoDate;
  to?: IsoDate;
}

/** What a lease filter asks of issue_date and delivery_date; the server turns it into SQL. */
export interface LeaseDateBounds {
  issueDate?: DateBound;
  deliveryDate?: DateBound;
}

export interface LeaseDates {
  issue_date: IsoDate;
  delivery_date: IsoDate;
}

/**
 * now: out on rent today (issued on or before today, delivered back on or after today);
 * past: delivery date before today; future: issue date after today;
 * todayissue / todaydelivery: issued / due back today.
 */
export function leaseFilterBounds(filter: LeaseFilter, today: IsoDate): LeaseDateBounds {
  assertIsoDate(today);
  switch (filter) {
    case "now":
      return { issueDate: { to: today }, deliveryDate: { from: today } };
    case "past":
      return { deliveryDate: { to: addDays(today, -1) } };
    case "future":
      return { issueDate: { from: addDays(today, 1) } };
    case "todayissue":
      return { issueDate: { from: today, to: today } };
    case "todaydelivery":
      return { deliveryDate: { from: today, to: today } };
  }
}

/** The same filter as a predicate, for lists already in memory. */
export function matchesLeaseFilter(lease: LeaseDates, filter: LeaseFilter, today: IsoDate): boolean {
  const bounds = leaseFilterBounds(filter, today);
  return withinBound(lease.issue_date, bounds.issueDate) && withinBound(lease.delivery_date, bounds.deliveryDate);
}

function withinBound(date: IsoDate, bound: DateBound | undefined): boolean {
  if (!bound) return true;
  assertIsoDate(date);
  return (bound.from === undefined || date >= bound.from) && (bound.to === undefined || date <= bound.to);
}
