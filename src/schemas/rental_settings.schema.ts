import { defineResource } from "./define-resource";

/**
 * How a shop rents (issue 15, beyond the spec): the turnaround days after a return before the gown may go out
 * again (cleaning, ironing; default 1) and the fee per day of a late return (0: none). One row per company.
 */
export const rentalSettings = defineResource({
  $id: "rental_settings",
  type: "object",
  "x-resource": {
    routes: { edit: "kiralama-ayarlari" },
    permission: "service_permission",
    tenant: "company",
    singleton: true,
    list: { columns: ["turnaround_days", "late_fee_per_day"] },
    audit: true,
    menu: false,
  },
  properties: {
    turnaround_days: { type: "integer", minimum: 0, maximum: 30, default: 1 },
    late_fee_per_day: { type: "string", format: "money", default: "0.00" },
  },
  required: ["turnaround_days"],
  additionalProperties: false,
});
