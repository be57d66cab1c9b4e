import { defineResource } from "./define-resource";
/** Announcements from the operators to every shop (spec §2 "Other screens", §3). */
export const announces = defineResource({
  $id: "announces",
  type: "object",
  "x-resource": {
    routes: { list: "duyurular", show: "duyuru/:id", create: "duyuru-ekle", edit: "duyuru-duzenle/:id" },
    tenant: "global",
    writeRoles: ["superadmin", "admin"],
    list: { columns: ["title", "created_at"], search: ["title"], perPage: 15, defaultSort: { field: "created_at", order: "desc" } },
    delete: "any",
    menu: { order: 90, icon: "sound" },
  },
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    description: { type: "string", minLength: 1, maxLength: 20000, "x-ui": { widget: "html", hidden: ["list"] } },
  },
  required: ["title", "description"],
  additionalProperties: false,
});
