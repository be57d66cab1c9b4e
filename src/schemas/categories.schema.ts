import { defineResource } from "./define-resource";
/**
 * Product categories, their sub-categories and brands (spec §3 "category", §2 "Definitions").
 * Create only: the spec has no category edit. Seeded categories carry `cannot_delete`.
 */
export const CATEGORY_TYPES = ["product-categories", "product-alt-categories", "product-brands"] as const;

export const categories = defineResource({
  $id: "categories",
  type: "object",
  "x-resource": {
    // The Tanımlamalar screen is this list (tabs for definitions and sub-categories); there is no edit page.
    routes: { list: "tanimlamalar", create: "kategori-ekle" },
    permission: "definition_permission",
    openReads: true,
    tenant: "company",
    list: {
      columns: ["name", "type", "parent_id", "created_at"],
      search: ["name"],
      filters: ["type", "parent_id"],
      perPage: 15,
      defaultSort: { field: "name", order: "asc" },
    },
    delete: "any",
    deleteBlockedBy: "cannot_delete",
    // One name per kind (and per parent, for sub-categories): "Gelinlik" beside "GELİNLİK" would be two tiles of one thing.
    uniqueIgnoringCase: { field: "name", among: ["type", "parent_id"] },
    update: "none",
    menu: { order: 80, icon: "tags" },
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 120 },
    type: { type: "string", enum: CATEGORY_TYPES, default: "product-categories" },
    parent_id: { type: "integer", "x-ref": "categories", "x-ref-filter": { type: "product-categories" }, "x-ui": { visibleWhen: { type: "product-alt-categories" } } },
    cannot_delete: { type: "boolean", default: false, readOnly: true, "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["name", "type"],
  allOf: [{ if: { properties: { type: { const: "product-alt-categories" } } }, then: { required: ["parent_id"] } }],
  additionalProperties: false,
});
