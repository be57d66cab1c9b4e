/**
 * The fields and list of a product sent out of the shop to be worked on (tailors, dry): which product, to whom, over
 * which days, and where it stands. `bookingFields` are what server/bookings reads of every booking resource.
 */
export const BOOKING_STATUSES = ["active", "returned"] as const;

export const bookingFields = <R extends "tailor" | "dry">(role: R) =>
  ({
    service_id: { type: "integer", "x-ref": "services" },
    // The tailor or dry cleaner: a client of that role.
    client_id: { type: "integer", "x-ref": "clients", "x-ref-filter": { role } },
    piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    issue_date: { type: "string", format: "date" },
    delivery_date: { type: "string", format: "date", examples: ["2027-12-31"] },
    notes: { type: "string", maxLength: 1000 },
    status: { type: "string", enum: BOOKING_STATUSES, default: "active", readOnly: true },
    delivered_date: { type: "string", format: "date", readOnly: true },
    // The rent it went on from, when it was sent straight from the take-back (the gown's way back to the rail).
    lease_id: { type: "integer", "x-ref": "leases", readOnly: true },
  }) as const;

/** Spec §2: now / past / future on the company's clock, 15 a page, the newest first. */
export const dispatchList = {
  columns: ["service_id", "client_id", "issue_date", "delivery_date", "price", "status", "delivered_date"],
  search: ["notes"],
  filters: ["service_id", "client_id", "lease_id", "status", "issue_date", "delivery_date"],
  perPage: 15,
  defaultSort: { field: "issue_date", order: "desc" },
  counters: ["past", "current", "future"],
} as const;
