import { defineResource } from "./define-resource";

/** The rows of a quote (spec §2 "Quotes" form): a product and the price offered for it. */
export const proposalLines = defineResource({
  $id: "proposal_lines",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "offer_permission",
    tenant: "company",
    parent: { resource: "proposals", field: "proposal_id", path: "lines", lines: "lines", maxLines: 50 },
    list: { columns: ["service_id", "price"], filters: ["proposal_id", "service_id"], defaultSort: { field: "id", order: "asc" } },
  },
  properties: {
    proposal_id: { type: "integer", "x-ref": "proposals" },
    service_id: { type: "integer", "x-ref": "services" },
    price: { type: "string", format: "money" },
  },
  required: ["proposal_id", "service_id", "price"],
  additionalProperties: false,
});
