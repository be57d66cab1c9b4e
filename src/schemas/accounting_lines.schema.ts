import { defineResource } from "./define-resource";
import { DEFAULT_TAX } from "./services.schema";

/**
 * The service lines of an income or a credit (spec §3 "Each service line has service, piece, price, discount,
 * tax"): written with their record as its `lines`; the record's price is their total (spec §9 "Totals").
 */
export const accountingLines = defineResource({
  $id: "accounting_lines",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "safe_permission",
    tenant: "company",
    parent: { resource: "accountings", field: "accounting_id", path: "lines", lines: "lines", maxLines: 50 },
    list: { columns: ["service_id", "piece", "price", "discount", "tax"], filters: ["accounting_id", "service_id"], defaultSort: { field: "id", order: "asc" } },
  },
  properties: {
    accounting_id: { type: "integer", "x-ref": "accountings" },
    service_id: { type: "integer", "x-ref": "services" },
    piece: { type: "integer", minimum: 1, maximum: 10000, default: 1 },
    price: { type: "string", format: "money" },
    // The example (the suites' sample line) leaves the line a total above zero.
    discount: { type: "string", format: "money", default: "0.00", examples: ["0.00"] },
    tax: { type: "integer", minimum: 0, maximum: 100, default: DEFAULT_TAX },
  },
  required: ["accounting_id", "service_id", "piece", "price"],
  additionalProperties: false,
});
