import { defineResource } from "./define-resource";
/** Notifications addressed to one shop (spec §3); the top bar shows the last five. */
export const notification = defineResource({
  $id: "notification",
  type: "object",
  "x-resource": {
    routes: { list: "bildirimler", show: "bildirim-detayi/:id" },
    tenant: "company",
    writeRoles: ["superadmin", "admin"],
    list: { columns: ["title", "description", "created_at"], search: ["title", "description"], perPage: 15, defaultSort: { field: "created_at", order: "desc" } },
    delete: "none",
    menu: { order: 5, icon: "bell" },
  },
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    description: { type: "string", minLength: 1, maxLength: 5000, "x-ui": { widget: "textarea" } },
  },
  required: ["title", "description"],
  additionalProperties: false,
});
