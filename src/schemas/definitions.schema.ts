import { defineResource } from "./define-resource";
/** Named lists the shop keeps: client categories, income and expense categories (spec §3 "definition"). */
export const DEFINITION_TYPES = ["client-categories", "income-categories", "expense-categories"] as const;

export const definitions = defineResource({
  $id: "definitions",
  type: "object",
  "x-resource": {
    // Listed and edited on the Tanımlamalar screen; the create page serves quick create from other forms.
    routes: { create: "tanim-ekle" },
    permission: "definition_permission",
    openReads: true,
    tenant: "company",
    list: {
      columns: ["name", "type", "created_at"],
      search: ["name", "content"],
      filters: ["type"],
      perPage: 15,
      defaultSort: { field: "name", order: "asc" },
    },
    delete: "any",
    menu: false,
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 120 },
    type: { type: "string", enum: DEFINITION_TYPES, default: "client-categories" },
    content: { type: "string", maxLength: 2000, "x-ui": { widget: "textarea", hidden: ["list"] } },
  },
  required: ["name", "type"],
  additionalProperties: false,
});
