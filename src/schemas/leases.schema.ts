import { defineResource } from "./define-resource";

export const LEASE_STATUSES = ["active", "returned"] as const;

/**
 * A product rented to a client (spec §3 "lease", §4 "Lease"): 'active' (Kirada) until it is taken back
 * ('returned', Teslim Alındı). The catalog counts and lists them per product; the quick-sale and lease screens
 * (their own issue) create and return them.
 */
export const leases = defineResource({
  $id: "leases",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "service_permission",
    tenant: "company",
    list: {
      columns: ["service_id", "client_id", "issue_date", "delivery_date", "total_price", "price", "status"],
      filters: ["service_id", "client_id", "status", "issue_date", "delivery_date"],
      perPage: 7,
      defaultSort: { field: "issue_date", order: "desc" },
    },
    delete: "first_user",
    audit: true,
    menu: false,
  },
  properties: {
    service_id: { type: "integer", "x-ref": "services" },
    client_id: { type: "integer", "x-ref": "clients" },
    issue_date: { type: "string", format: "date" },
    delivery_date: { type: "string", format: "date" },
    total_price: { type: "string", format: "money" },
    // The deposit taken when it went out.
    price: { type: "string", format: "money" },
    notes: { type: "string", maxLength: 1000 },
    status: { type: "string", enum: LEASE_STATUSES, default: "active" },
  },
  required: ["service_id", "client_id", "issue_date", "delivery_date", "total_price"],
  additionalProperties: false,
});
