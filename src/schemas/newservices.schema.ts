import { defineResource } from "./define-resource";
import { DEFAULT_TAX } from "./services.schema";

/** The most pieces one supplier order may expect; the same bound as a product's stock. */
export const MAX_UPCOMING_PIECES = 1000000;

/**
 * Upcoming products (spec §2 "Upcoming products", 'Gelecek Ürünler'): pieces ordered from a supplier that have
 * not all arrived. `max_stock` is what was ordered, `stock` what has arrived: only the `addStock` action raises
 * it, never beyond `max_stock`. The expected deliveries are its arrival dates (`newservice_dates`, its lines).
 */
export const newservices = defineResource({
  $id: "newservices",
  type: "object",
  "x-resource": {
    routes: { list: "gelecek-urunler" },
    permission: "newservice_permission",
    tenant: "company",
    list: {
      columns: ["name", "barcode", "category_id", "brand_id", "stock", "max_stock", "price", "rent_price"],
      search: ["name", "barcode"],
      filters: ["brand_id", "category_id"],
      perPage: 7,
      defaultSort: { field: "created_at", order: "desc" },
      counters: ["products", "categories", "brands"],
    },
    delete: "any",
    unique: ["barcode"],
    audit: true,
    actions: {
      addStock: {
        alias: "newservices/addStock/:id",
        body: {
          type: "object",
          additionalProperties: false,
          required: ["newstock"],
          properties: { newstock: { type: "integer", minimum: 1, maximum: MAX_UPCOMING_PIECES } },
        },
      },
    },
    menu: { order: 31, icon: "inbox" },
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 120 },
    barcode: { type: "string", minLength: 1, maxLength: 60, pattern: "^[0-9A-Za-z._/-]+$", examples: ["200042"] },
    category_id: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-categories" } },
    brand_id: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-brands" } },
    price: { type: "string", format: "money" },
    rent_price: { type: "string", format: "money" },
    tax: { type: "integer", minimum: 0, maximum: 100, default: DEFAULT_TAX, "x-ui": { hidden: ["list"] } },
    max_stock: { type: "integer", minimum: 1, maximum: MAX_UPCOMING_PIECES },
    // Pieces arrived so far: written by the addStock action only.
    stock: { type: "integer", minimum: 0, maximum: MAX_UPCOMING_PIECES, default: 0, readOnly: true },
  },
  required: ["name", "barcode", "max_stock"],
  additionalProperties: false,
});
