/**
 * Where a gown is now (issue 16, the gown's way back): from its open bookings on the company's clock. Pure, so the
 * route and its tests share it.
 */
import type { BookingKind } from "../../../src/domain/orders/api";
import type { ProductBooking } from "../../data/bookings";

export type WhereState = "in_shop" | "leased" | "tailor" | "dry" | "branch";

export interface OpenStep {
  kind: BookingKind;
  id: number;
  party: { id: number; full_name: string } | null;
  issue_date: string;
  delivery_date: string;
  overdue: boolean;
}

export interface Whereabouts {
  service: { id: number; name: string };
  state: WhereState;
  since: string | null;
  until: string | null;
  overdue: boolean;
  party: { id: number; full_name: string } | null;
  branch: { id: number; name: string } | null;
  steps: OpenStep[];
}

const STATE_OF: Record<BookingKind, WhereState> = { lease: "leased", dry: "dry", tailor: "tailor" };
/** Which open booking says where the gown is when several are out at once: the rent, then the cleaner, then the tailor. */
const PRIORITY: Record<BookingKind, number> = { lease: 0, dry: 1, tailor: 2 };

/**
 * `open`: the product's active bookings; `lastBack`: the day the last one was received back (or the product's
 * creation day). A booking out now started on or before today; one not yet started is only a step ahead.
 */
export function whereNow(service: { id: number; name: string }, open: ProductBooking[], lastBack: string | null, today: string): Whereabouts {
  const steps: OpenStep[] = [...open]
    .sort((a, b) => a.issue_date.localeCompare(b.issue_date) || PRIORITY[a.kind] - PRIORITY[b.kind] || a.id - b.id)
    .map((booking) => ({ kind: booking.kind, id: booking.id, party: booking.party, issue_date: booking.issue_date, delivery_date: booking.delivery_date, overdue: booking.delivery_date < today }));
  const out = steps.filter((step) => step.issue_date <= today).sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || a.issue_date.localeCompare(b.issue_date) || a.id - b.id);
  const now = out[0];
  if (!now) return { service, state: "in_shop", since: lastBack, until: null, overdue: false, party: null, branch: null, steps };
  return { service, state: STATE_OF[now.kind], since: now.issue_date, until: now.delivery_date, overdue: now.overdue, party: now.party, branch: null, steps };
}
