/**
 * The contract of server/bookings (issue 15): every write that takes a product out of the shop over days (a
 * quick-sale rent, 'Kirala', an extension, the tailor, dry cleaning) books it through here, inside the caller's
 * unit of work. Implemented in ./index.ts.
 */
import type { Repositories, Row } from "../data";
import type { AvailabilityAnswer, BookingKind } from "../../src/domain/orders/api";

export interface BookingRange {
  serviceId: number;
  /** Inclusive ISO dates; issue ≤ delivery. */
  issueDate: string;
  deliveryDate: string;
  piece: number;
  /** Bookings not to count (the lease being moved, an order's own leases while it is edited). */
  excludeLeaseIds?: number[];
  excludeProcessId?: number;
  /**
   * Bookings of any kind not to count: the one being changed, or a chain's own steps (a gown sent from its take-back
   * straight on to the cleaner and the tailor continues the same absence).
   */
  excludeBookings?: { kind: BookingKind; id: number }[];
}

export interface Bookings {
  /** Whether the range is free, without writing (the basket's check, `GET /api/availability`). */
  check(repos: Repositories, range: BookingRange): Promise<AvailabilityAnswer>;
  /**
   * Locks the product's row (so two bookings of one product are decided one after the other, on PGlite and
   * PostgreSQL alike), checks the range again after the lock and writes the row of the kind's booking resource
   * (leases, tailors, dry) (`values`: the lease's
   * fields besides the range). Refuses with `BookingRefused` (409, ../../src/domain/orders/api BookingRefusal),
   * naming `field` in the answer.
   */
  book(repos: Repositories, range: BookingRange & { kind: BookingKind; field: string; values: Row }): Promise<Row>;
  /**
   * Moves a booking's delivery date (an extension, an order's edit) under the same lock and check; `kind` names
   * the booking resource of `leaseId` (a lease unless given).
   */
  move(repos: Repositories, leaseId: number, change: { issueDate?: string; deliveryDate: string; field: string; kind?: BookingKind }): Promise<Row>;
}
