import { defineResource } from "./define-resource";

/** Whether the shop bought the item from the client or sold it to them (spec §3 "client product"). */
export const CLIENT_PRODUCT_TYPES = ["buy", "sale"] as const;

/** What a client's and a supplier's product rows hold (spec §3 "client product"). */
export const partyProductFields = {
  title: { type: "string", minLength: 1, maxLength: 160 },
  brand: { type: "string", maxLength: 120 },
  piece: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
  price: { type: "string", format: "money" },
  last_payment_date: { type: "string", format: "date" },
  type: { type: "string", enum: CLIENT_PRODUCT_TYPES, default: "sale" },
} as const;

/**
 * A client's products (spec §2 "Clients" client products, §3 "client product", §7 `/clients/products`): items the
 * shop bought from or sold to the client outside the catalog, each with its piece count, price and the date its
 * last payment is due. Listed and printed (`clients/products/pdf/{id}`) on `musteri/{id}/urunler`.
 */
export const clientProducts = defineResource({
  $id: "client_products",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "client_permission",
    tenant: "company",
    parent: { resource: "clients", field: "client_id", path: "products" },
    list: {
      columns: ["title", "brand", "piece", "price", "last_payment_date", "type", "created_at"],
      search: ["title", "brand"],
      filters: ["client_id", "type", "last_payment_date"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients", "x-ref-filter": { role: "client" } },
    ...partyProductFields,
  },
  required: ["client_id", "title", "piece", "price", "type"],
  additionalProperties: false,
});
