import { defineResource } from "./define-resource";

/** What the commission was earned on: a sale or a rent (the employee report's 'sale income' and 'rent income'). */
export const COMMISSION_SALE_TYPES = ["sale", "rent"] as const;

/**
 * A commission entry of an employee (spec §3 "commission entry", §7 `employee-commissions/{id}`): the sale's
 * total, the seller's rate then, and the commission (set by the server from both, `commissionFor` in
 * src/domain/commission). Quick sales write one per sold line; the shop may add one by hand.
 */
export const commissions = defineResource({
  $id: "commissions",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "salary_permission",
    tenant: "company",
    parent: { resource: "employees", field: "employee_id", path: "commissions" },
    list: {
      columns: ["date", "employee_id", "type", "total_price", "rate", "commission", "description"],
      search: ["description"],
      filters: ["employee_id", "type", "date", "process_id"],
      perPage: 15,
      defaultSort: { field: "date", order: "desc" },
    },
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    employee_id: { type: "integer", "x-ref": "employees" },
    date: { type: "string", format: "date" },
    type: { type: "string", enum: COMMISSION_SALE_TYPES, default: "sale" },
    total_price: { type: "string", format: "money" },
    rate: { type: "integer", minimum: 0, maximum: 100, default: 10, "x-message": "server.employees.commissionInvalid" },
    commission: { type: "string", format: "money", readOnly: true },
    description: { type: "string", maxLength: 500 },
    // Set by the server: the quick-sale order it was earned on.
    process_id: { type: "integer", "x-ref": "processes", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["employee_id", "date", "type", "total_price", "rate"],
  additionalProperties: false,
});
