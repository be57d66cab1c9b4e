/**
 * The shapes the order, lease and availability routes answer (issue 15), shared by the server and the screens.
 * Server: server/orders, server/bookings, server/routes/leases; screens: src/resources/processes, leases.
 */
/** What holds a product over days: a rent, the tailor, dry cleaning (each the `x-resource.booking` of one resource: leases, tailors, dry; held equal by src/schemas/booking-resources.test.ts). */
export const BOOKING_KIND_NAMES = ["lease", "tailor", "dry"] as const;
export type BookingKind = (typeof BOOKING_KIND_NAMES)[number];

/** Another booking of the product over the asked days (it keeps the product busy until its end + turnaround). */
export interface BookingClash {
  lease_id: number;
  kind: BookingKind;
  issue_date: string;
  delivery_date: string;
  piece: number;
}

/**
 * `GET /api/availability?service_id=&issue_date=&delivery_date=&piece=&exclude_process_id=&exclude_lease_id=`:
 * whether `piece` more units of the product can be out over the days (inclusive), with the turnaround days of
 * the shop around every booking. `stock` −1 is unlimited (always available, no clashes).
 */
export interface AvailabilityAnswer {
  available: boolean;
  stock: number;
  /** Units already out on the busiest day of the range (turnaround included). */
  booked: number;
  turnaround_days: number;
  clashes: BookingClash[];
}

/**
 * The 409 a refused booking answers (an order, 'Kirala', an extension, the tailor, dry cleaning): `message` names
 * the product and the clashing dates in the caller's language; `field` is where the form shows it
 * (`lines.2.issue_date` for an order's third line, `delivery_date` for an extension).
 */
export interface BookingRefusal {
  message: string;
  code: "bookingClash";
  field: string;
  service_id: number;
  service_name: string;
  clashes: BookingClash[];
  errors: Record<string, string[]>;
}

/** `POST /api/store-processess` and `/api/guncelle-processes` answer (spec §3 "order payload" response). */
export interface StoreProcessAnswer {
  id: number;
  sale_rent_contract_id: number | null;
  order_contract_id: number | null;
  message: string;
}

/** `GET /api/get-leased-products-info`: the lease overview's counters (spec §2 "Lease overview"). */
export interface LeaseCounters {
  past: number;
  current: number;
  future: number;
}

/** `POST /api/tailors/dispatch` and `/api/dry/dispatch` answer (201): the rows written, their contract, spec §8's message. */
export interface DispatchAnswer {
  ids: number[];
  contract_id: number;
  message: string;
}
