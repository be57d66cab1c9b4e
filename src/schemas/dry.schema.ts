import { defineResource } from "./define-resource";
import { bookingFields, dispatchList } from "./dispatch-fields";

/**
 * A product at the dry cleaner (spec §2 "Tailor and dry-cleaning", §3 "tailor/dry item", §4 "Tailor/dry item"):
 * sent on `issue_date` to a dry cleaner (a client of role dry) for `price`, due back on `delivery_date`; received
 * back (spec `releaseDry`, the delivered date) and paid (an expense on the payment date) separately. A booking of
 * kind "dry": the product cannot be rented over those days, nor sent to the cleaner over a rent's.
 */
export const dry = defineResource({
  $id: "dry",
  type: "object",
  "x-resource": {
    routes: { list: "kurutemizlemedeki-urunler", create: "kurutemizlemeye-urun-gonder" },
    permission: "tailor_permission",
    tenant: "company",
    booking: "dry",
    list: dispatchList,
    delete: "first_user",
    audit: true,
    actions: {
      // 'Teslim Al' (spec `POST releaseDry {delivered_date, lease_id}`).
      release: {
        when: "activeLease",
        alias: "releaseDry/:id",
        body: {
          type: "object",
          properties: { delivered_date: { type: "string", format: "date", "x-ui": { start: "today" } } },
          required: ["delivered_date"],
          additionalProperties: false,
        },
      },
      // 'Ödeme Yap' (spec payment payload `{payment_date, lease_id}`): the cleaner is paid its price, an expense.
      pay: {
        when: "dryPayable",
        permission: "safe_permission",
        alias: "payDry/:id",
        body: {
          type: "object",
          properties: {
            payment_date: { type: "string", format: "date", "x-ui": { start: "today" } },
            payment_type: { type: "string", enum: ["cash", "credit_cart", "eft"], default: "cash" },
          },
          required: ["payment_date"],
          additionalProperties: false,
        },
      },
    },
    menu: { order: 34, icon: "skin" },
  },
  properties: {
    ...bookingFields("dry"),
    // What the cleaner charges; paid with 'Ödeme Yap' on `paid_date`.
    price: { type: "string", format: "money", default: "0.00" },
    paid_date: { type: "string", format: "date", readOnly: true },
  },
  required: ["service_id", "client_id", "issue_date", "delivery_date"],
  additionalProperties: false,
});
