import { PAYMENT_TYPES } from "./accountings.schema";
import { defineResource } from "./define-resource";

/** Spec §4 "Order": a sale, or a rent (the basket priced at rent_price; services always at price). */
export const ORDER_TYPES = ["sale", "rent"] as const;
/** Spec §4 "Order": paid now, a kapora now and the rest later, or all later. */
export const PAYMENT_STYLES = ["now", "now_and_later", "later"] as const;

/**
 * An order from the quick sale (spec §2 "Order creation and edit", §3 "order payload", §4 "Order"; routes
 * `hizli-satis`, `hizli-satis-duzenle/:id`, the spec's `store-processess` and `guncelle-processes`): the client, the
 * basket (`lines`, process_lines), the dates and how it is paid. Its write runs in one unit of work with every
 * consequence (server/orders): a lease per rented product and range (never over its stock), sold stock, the
 * accounting records (an income when paid now; else a credit of the total and the kapora paid against it), the
 * seller's commission, the two contracts and the automatic sale SMS. An order is never deleted: its records are.
 */
export const processes = defineResource({
  $id: "processes",
  type: "object",
  "x-resource": {
    routes: { list: "satislar", create: "hizli-satis", edit: "hizli-satis-duzenle/:id" },
    permission: "fastsale_permission",
    tenant: "company",
    list: {
      columns: ["contract_no", "client_id", "type", "total", "deposit", "payment_style", "wedding_date", "created_at"],
      search: ["note", "contract_no"],
      filters: ["client_id", "employee_id", "type", "payment_style", "wedding_date", "photo_date", "contract_no"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    delete: "none",
    audit: true,
    form: { sections: ["client", "order", "payment"] },
    // The menu's 'Hızlı Satış' opens the quick sale itself; the orders list is reached from it.
    menu: { order: 20, icon: "shopping-cart", page: "create" },
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients", "x-ref-filter": { role: "client" }, "x-ui": { section: "client" } },
    // The seller ('Satış Personeli'): an employee marked for sales; their commission is written with the order.
    employee_id: { type: "integer", "x-ref": "employees", "x-ref-filter": { is_sale: true }, "x-ui": { section: "client" } },
    // The suites' sample order is a sale paid now: a rent needs dates per product, a kapora a last payment date.
    type: { type: "string", enum: ORDER_TYPES, default: "rent", examples: ["sale"], "x-ui": { section: "order" } },
    contract_no: { type: "string", maxLength: 30, pattern: "^[0-9]*$", examples: ["1001"], "x-ui": { section: "order" } },
    wedding_date: { type: "string", format: "date", "x-ui": { section: "order" } },
    photo_date: { type: "string", format: "date", "x-ui": { section: "order" } },
    note: { type: "string", maxLength: 2000, "x-ui": { section: "order", hidden: ["list"] } },
    payment_style: { type: "string", enum: PAYMENT_STYLES, default: "now_and_later", examples: ["now"], "x-ui": { section: "payment" } },
    payment_type: { type: "string", enum: PAYMENT_TYPES, default: "cash", "x-ui": { section: "payment", hidden: ["list"] } },
    cash_amount: { type: "string", format: "money", "x-ui": { section: "payment", hidden: ["list"], visibleWhen: { payment_type: "multiple_payment" } } },
    credit_cart_amount: { type: "string", format: "money", "x-ui": { section: "payment", hidden: ["list"], visibleWhen: { payment_type: "multiple_payment" } } },
    eft_amount: { type: "string", format: "money", "x-ui": { section: "payment", hidden: ["list"], visibleWhen: { payment_type: "multiple_payment" } } },
    // The kapora (spec: 'Peşinat' labelled 'Kapora'): paid now against the rest; with splits, their sum.
    deposit: { type: "string", format: "money", "x-ui": { section: "payment", visibleWhen: { payment_style: "now_and_later" } } },
    // When the rest is due (default tomorrow).
    last_payment_date: { type: "string", format: "date", "x-ui": { section: "payment", hidden: ["list"], visibleWhen: { payment_style: ["now_and_later", "later"] } } },
    // Set by the server: the basket's total (spec §9 "Totals") and whether a gown (category GELİNLİK) is in it.
    total: { type: "string", format: "money", readOnly: true },
    is_dress: { type: "boolean", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["client_id", "type", "payment_style", "payment_type"],
  allOf: [
    // The basket (process_lines) is required; its lines are the parent's `lines`.
    { if: { properties: { type: { enum: ORDER_TYPES } } }, then: { required: ["lines"] } },
    { if: { properties: { payment_style: { const: "now_and_later" } } }, then: { required: ["deposit", "last_payment_date"] } },
    { if: { properties: { payment_style: { const: "later" } } }, then: { required: ["last_payment_date"] } },
  ],
  additionalProperties: false,
});
