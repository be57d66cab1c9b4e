import { defineResource } from "./define-resource";

/** Sizes a gown comes in (spec §5 "Product"): 36 to 60 in steps of 2; the list's size filter offers 36 to 48. */
export const PRODUCT_SIZES = [36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60] as const;
export const PRODUCT_FILTER_SIZES = PRODUCT_SIZES.filter((size) => size <= 48);
/** Stock −1: the product never runs out (a service, a made-to-order gown). */
export const UNLIMITED_STOCK = -1;
/** VAT the product form resets to (spec §9: initial 0 in the form, reset 18). */
export const DEFAULT_TAX = 18;

/**
 * The shop's products and services (spec §2 "Product management", §3 "product/service", §5 "Product"): what leases,
 * quick sales, the tailor and dry cleaning pick from. Deleted rows go to 'Silinen Ürünler' (the bin).
 */
export const services = defineResource({
  $id: "services",
  type: "object",
  "x-resource": {
    routes: { list: "urun-yonetimi/:type?", show: "urunler/:id", bin: "silinen-urunler" },
    permission: "service_permission",
    tenant: "company",
    list: {
      columns: ["name", "barcode", "category_id", "brand_id", "stock", "price", "rent_price", "size"],
      search: ["name", "barcode"],
      filters: ["is_service", "brand_id", "category_id", "alt_category", "size", "stock", "price"],
      perPage: 7,
      defaultSort: { field: "created_at", order: "desc" },
      // The management page's cards (spec §2): this month's leases on the company's clock.
      counters: ["products", "services", "categories", "brands", "month_leases"],
      // The spec's query names (spec §7 "Products"); `all` is the operators' view over every shop.
      queryAliases: {
        getType: { product: { is_service: false }, service: { is_service: true }, all: { scope: "all" } },
        company: "company_id",
        brand: "brand_id",
        category: "category_id",
        altCategory: "alt_category",
        order_by_stock: { "1": { sort: "stock", order: "asc" }, "2": { sort: "stock", order: "desc" } },
      },
    },
    delete: "any",
    softDelete: true,
    // 'Silinen Ürünler' (spec §2): counters over the bin, the brand filter and 'low stock' (0 or 1 left, not unlimited).
    bin: {
      filters: ["brand_id"],
      counters: { total: {}, products: { is_service: false }, services: { is_service: true } },
      toggles: { lowStock: { stock_gte: 0, stock_lte: 1 } },
    },
    unique: ["barcode"],
    audit: true,
    form: { sections: ["main", "prices", "details"], order: ["is_service", "name", "barcode"] },
    menu: { order: 30, icon: "skin" },
  },
  properties: {
    is_service: { type: "boolean", default: false },
    name: { type: "string", minLength: 1, maxLength: 120 },
    // Left empty, the server gives the next free number of the shop (`get-last-service`).
    barcode: { type: "string", minLength: 1, maxLength: 60, pattern: "^[0-9A-Za-z._/-]+$", examples: ["100042"] },
    category_id: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-categories" } },
    alt_category: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-alt-categories" }, "x-ui": { hidden: ["list"] } },
    brand_id: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-brands" } },
    unit: { type: "string", maxLength: 20, "x-ui": { hidden: ["list"] } },
    stock: { type: "integer", minimum: UNLIMITED_STOCK, maximum: 1000000, default: UNLIMITED_STOCK },
    size: { type: "integer", minimum: 36, maximum: 60, multipleOf: 2, "x-permission": "yearsize_permission", "x-ui": { section: "details" } },
    year: { type: "integer", minimum: 1950, maximum: 2050, "x-permission": "yearsize_permission", "x-ui": { section: "details", hidden: ["list"] } },
    used_time: { type: "integer", minimum: 0, maximum: 1, default: 0, "x-ui": { section: "details", hidden: ["list"] } },
    purchase_price: { type: "string", format: "money", "x-ui": { section: "prices", hidden: ["list"] } },
    price: { type: "string", format: "money", "x-ui": { section: "prices" } },
    rent_price: { type: "string", format: "money", "x-ui": { section: "prices" } },
    // The spec's names: the lowest price staff may sell or rent it for.
    max_price: { type: "string", format: "money", "x-ui": { section: "prices", hidden: ["list"] } },
    max_rent_price: { type: "string", format: "money", "x-ui": { section: "prices", hidden: ["list"] } },
    // The example (the suites' sample product) is the tax an order's sample line carries.
    tax: { type: "integer", minimum: 0, maximum: 100, default: DEFAULT_TAX, examples: [DEFAULT_TAX], "x-ui": { section: "prices", hidden: ["list"] } },
    included_tax: { type: "boolean", default: true, "x-ui": { section: "prices", hidden: ["list"] } },
    barcode_rent_price: { type: "boolean", default: false, "x-ui": { section: "prices", hidden: ["list"] } },
    images: {
      type: "array",
      maxItems: 8,
      items: { type: "string", format: "upload" },
      "x-permission": "productimage_permission",
      "x-ui": { section: "details", hidden: ["list"] },
    },
    // The company that sent it here (a branch of its group); only the transfer routes write it.
    old_company_id: { type: "integer", readOnly: true, "x-ui": { hidden: ["list", "form", "show"] } },
  },
  required: ["name", "price", "tax"],
  additionalProperties: false,
});
