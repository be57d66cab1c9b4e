import { defineResource } from "./define-resource";

/**
 * A closed day of the cash box ('Gün Sonu'): from then on the records of that day cannot be changed or deleted
 * (the database refuses it), only corrected by a new record. The figures are the day's cash box as it was closed.
 * Anyone who opens the cash box may close a day; only the shop's first user may reopen one. Both are audited.
 */
export const dayCloses = defineResource({
  $id: "day_closes",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "safe_permission",
    tenant: "company",
    list: {
      columns: ["day", "income", "expense", "in_safe_money", "process_count"],
      filters: ["day"],
      perPage: 15,
      defaultSort: { field: "day", order: "desc" },
    },
    update: "none",
    delete: "first_user",
    unique: ["day"],
    audit: true,
    menu: false,
  },
  properties: {
    day: { type: "string", format: "date" },
    income: { type: "string", format: "money", readOnly: true },
    expense: { type: "string", format: "money", readOnly: true },
    in_safe_money: { type: "string", format: "money", readOnly: true },
    process_count: { type: "integer", minimum: 0, maximum: 1000000, readOnly: true },
    note: { type: "string", maxLength: 500 },
  },
  required: ["day"],
  additionalProperties: false,
});
