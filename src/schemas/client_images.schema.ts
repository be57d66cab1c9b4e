import { defineResource } from "./define-resource";

/**
 * A client's photos (spec §2 client detail 'photos', §3 "client image", §7 `clients/uploadimage`,
 * `clients/deleteimage`): fittings and the gown on the bride, JPEG or PNG checked by content. They need
 * productimage_permission (the operator's per-shop grant); erasure of the client removes them with their files.
 */
export const clientImages = defineResource({
  $id: "client_images",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "productimage_permission",
    tenant: "company",
    parent: { resource: "clients", field: "client_id", path: "images" },
    list: {
      columns: ["image", "created_at"],
      filters: ["client_id"],
      perPage: 30,
      defaultSort: { field: "created_at", order: "desc" },
    },
    update: "none",
    delete: "any",
    audit: true,
    menu: false,
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients" },
    image: { type: "string", format: "upload" },
  },
  required: ["client_id", "image"],
  additionalProperties: false,
});
