import { defineResource } from "./define-resource";
import { bookingFields, dispatchList } from "./dispatch-fields";

/**
 * A product at the tailor (spec §2 "Tailor and dry-cleaning", §3 "tailor/dry item", §4 "Tailor/dry item"): sent
 * on `issue_date` to a tailor (a client of role tailor), due back on `delivery_date`, received back ('Teslim Al',
 * spec `releaseTailor`) on its `delivered_date` with what the tailor charged, which becomes an expense paid that
 * day or a debt to the tailor. A booking of kind "tailor": the product cannot be rented over those days, nor sent
 * to the tailor over a rent's.
 */
export const tailors = defineResource({
  $id: "tailors",
  type: "object",
  "x-resource": {
    routes: { list: "terzideki-urunler", create: "terziye-urun-gonder" },
    permission: "tailor_permission",
    tenant: "company",
    booking: "tailor",
    list: dispatchList,
    delete: "first_user",
    audit: true,
    actions: {
      // 'Teslim Al' (spec `POST releaseTailor {lease_id, delivered_date, price}`): received back, and what it cost.
      release: {
        when: "activeLease",
        alias: "releaseTailor/:id",
        body: {
          type: "object",
          properties: {
            delivered_date: { type: "string", format: "date", "x-ui": { start: "today" } },
            price: { type: "string", format: "money" },
            // Paid to the tailor on the delivered date (an expense), or owed (a debt to the tailor).
            paid: { type: "boolean", default: true },
            payment_type: { type: "string", enum: ["cash", "credit_cart", "eft"], default: "cash", "x-ui": { visibleWhen: { paid: true } } },
          },
          required: ["delivered_date", "price"],
          additionalProperties: false,
        },
      },
    },
    menu: { order: 33, icon: "scissor" },
  },
  properties: {
    ...bookingFields("tailor"),
    // What the tailor charged, set when it is received back (its expense or debt names this row).
    price: { type: "string", format: "money", readOnly: true },
  },
  required: ["service_id", "client_id", "issue_date", "delivery_date"],
  additionalProperties: false,
});
