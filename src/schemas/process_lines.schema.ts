import { defineResource } from "./define-resource";
import { DEFAULT_TAX } from "./services.schema";

/**
 * The basket of an order (spec §3 "order payload" lines), written with it as its `lines`: the product or service,
 * how many, the unit price (price or rent_price by the order's type), the discount amount and the tax (8 with a card
 * payment, else the product's own). A rented product carries its issue and delivery dates (its lease's range); a
 * service its date and time (`service_at`).
 */
export const processLines = defineResource({
  $id: "process_lines",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "fastsale_permission",
    tenant: "company",
    parent: { resource: "processes", field: "process_id", path: "lines", lines: "lines", maxLines: 50 },
    list: { columns: ["service_id", "piece", "price", "discount", "tax", "issue_date", "delivery_date"], filters: ["process_id", "service_id"], defaultSort: { field: "id", order: "asc" } },
  },
  properties: {
    process_id: { type: "integer", "x-ref": "processes" },
    service_id: { type: "integer", "x-ref": "services" },
    piece: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    // The example (the suites' sample line) lies above any sample product's minimum price (max_price).
    price: { type: "string", format: "money", examples: ["50000.00"] },
    discount: { type: "string", format: "money", default: "0.00", examples: ["0.00"] },
    // Set by the server (8 with a card payment, else the product's own); the example is the sample product's.
    tax: { type: "integer", minimum: 0, maximum: 100, default: DEFAULT_TAX, examples: [DEFAULT_TAX] },
    issue_date: { type: "string", format: "date" },
    delivery_date: { type: "string", format: "date", examples: ["2027-12-31"] },
    service_at: { type: "string", format: "date-time" },
  },
  required: ["process_id", "service_id", "piece", "price"],
  additionalProperties: false,
});
