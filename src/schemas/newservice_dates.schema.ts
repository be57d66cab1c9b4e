import { defineResource } from "./define-resource";
import { MAX_UPCOMING_PIECES } from "./newservices.schema";

/**
 * Arrival dates of an upcoming product (spec §3 "stock arrival date": date and stock): when a delivery is
 * expected and how many pieces it brings. Written with their product as its `dates` lines; one is deleted on its
 * own by the spec's path `DELETE newservicedate/:id`.
 */
export const newserviceDates = defineResource({
  $id: "newservice_dates",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "newservice_permission",
    tenant: "company",
    parent: { resource: "newservices", field: "newservice_id", path: "dates", lines: "dates", maxLines: 50 },
    // The list page reads the dates of its visible products in one request (`newservice_id_in=`).
    list: { columns: ["arrival_date", "stock"], filters: ["newservice_id"], defaultSort: { field: "arrival_date", order: "asc" } },
  },
  properties: {
    newservice_id: { type: "integer", "x-ref": "newservices" },
    arrival_date: { type: "string", format: "date" },
    stock: { type: "integer", minimum: 1, maximum: MAX_UPCOMING_PIECES },
  },
  required: ["newservice_id", "arrival_date", "stock"],
  additionalProperties: false,
});
