import { defineResource } from "./define-resource";

export const LEASE_STATUSES = ["active", "returned"] as const;

/**
 * A product out of the shop over a range of days (spec §3 "lease", §4 "Lease"): 'active' (Kirada) until it is taken
 * back ('returned', Teslim Alındı) on its `delivered_date`. A quick-sale rent writes one per rented line
 * (`process_id`); 'Kirala' on the product screen (`lease-product`) writes one with its own receivable. Taking it back
 * may charge a late fee and a damage fee, each its own record; an agreed extension moves `delivery_date`.
 */
export const leases = defineResource({
  $id: "leases",
  type: "object",
  "x-resource": {
    routes: { list: "kiralik-urunler/:type?" },
    permission: "service_permission",
    tenant: "company",
    // A booking of kind "lease": it and the tailor's and dry cleaner's bookings (tailors, dry) share the stock.
    booking: "lease",
    list: {
      columns: ["service_id", "client_id", "issue_date", "delivery_date", "total_price", "price", "remaining", "status"],
      search: ["notes"],
      filters: ["service_id", "client_id", "process_id", "status", "issue_date", "delivery_date"],
      perPage: 15,
      defaultSort: { field: "issue_date", order: "desc" },
      // Spec §2 "Lease overview": past, current and future leases on the company's clock.
      counters: ["past", "current", "future"],
    },
    computed: {
      // What is left to pay of the lease's receivable (the order's credit, or the lease's own).
      remaining: { type: "string", format: "money" },
    },
    delete: "first_user",
    audit: true,
    actions: {
      // Take-back ('Teslim Al', spec `release`): the delivered date, the remaining payments completed or not, and a
      // damage fee; a late return is charged per day past the delivery date (rental_settings).
      release: {
        when: "activeLease",
        alias: "release/:id",
        body: {
          type: "object",
          properties: {
            delivered_date: { type: "string", format: "date", "x-ui": { start: "today" } },
            clear_credits: { type: "boolean", default: true },
            damage_fee: { type: "string", format: "money" },
            damage_note: { type: "string", maxLength: 500 },
            // The gown's way back to the rail (issue 16): sent straight on to a dry cleaner and/or a tailor (clients of
            // those roles) from the delivered date until the given days; it is not free again until each is received back.
            dry_client_id: { type: "integer", minimum: 1 },
            dry_delivery_date: { type: "string", format: "date" },
            dry_price: { type: "string", format: "money" },
            tailor_client_id: { type: "integer", minimum: 1 },
            tailor_delivery_date: { type: "string", format: "date" },
          },
          required: ["delivered_date"],
          additionalProperties: false,
        },
      },
      // An agreed extension before the delivery date: a later delivery date, checked against the other bookings.
      extend: {
        when: "activeLease",
        body: {
          type: "object",
          properties: { delivery_date: { type: "string", format: "date" } },
          required: ["delivery_date"],
          additionalProperties: false,
        },
      },
      // 'Ödeme Al' (spec `create-payment-for-lease`): what is left of the receivable is received on the date.
      pay: {
        when: "leasePayable",
        permission: "safe_permission",
        alias: "create-payment-for-lease/:id",
        body: {
          type: "object",
          properties: { payment_date: { type: "string", format: "date", "x-ui": { start: "today" } } },
          required: ["payment_date"],
          additionalProperties: false,
        },
      },
    },
    menu: { order: 32, icon: "calendar" },
  },
  properties: {
    service_id: { type: "integer", "x-ref": "services" },
    client_id: { type: "integer", "x-ref": "clients", "x-ref-filter": { role: "client" } },
    piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    issue_date: { type: "string", format: "date" },
    delivery_date: { type: "string", format: "date", examples: ["2027-12-31"] },
    total_price: { type: "string", format: "money" },
    // The deposit (kapora) taken when it went out.
    price: { type: "string", format: "money" },
    notes: { type: "string", maxLength: 1000 },
    status: { type: "string", enum: LEASE_STATUSES, default: "active", readOnly: true },
    // Set by the server: the order it came from, when it came back, and what the take-back charged.
    process_id: { type: "integer", "x-ref": "processes", readOnly: true },
    delivered_date: { type: "string", format: "date", readOnly: true },
    late_fee: { type: "string", format: "money", readOnly: true },
    damage_fee: { type: "string", format: "money", readOnly: true },
  },
  required: ["service_id", "client_id", "issue_date", "delivery_date", "total_price"],
  additionalProperties: false,
});
