import { partyProductFields } from "./client_products.schema";
import { defineResource } from "./define-resource";

/**
 * A supplier's products (spec §2 "Suppliers" purchased products, `tedarikci/{id}/urunler`): what the shop bought from
 * (or sold to) the supplier outside the catalog, the same rows as a client's products.
 */
export const supplierProducts = defineResource({
  $id: "supplier_products",
  type: "object",
  "x-resource": {
    routes: {},
    tenant: "company",
    parent: { resource: "suppliers", field: "supplier_id", path: "products" },
    list: {
      columns: ["title", "brand", "piece", "price", "last_payment_date", "type", "created_at"],
      search: ["title", "brand"],
      filters: ["supplier_id", "type", "last_payment_date"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    supplier_id: { type: "integer", "x-ref": "suppliers" },
    ...partyProductFields,
    type: { ...partyProductFields.type, default: "buy" },
  },
  required: ["supplier_id", "title", "piece", "price", "type"],
  additionalProperties: false,
});
