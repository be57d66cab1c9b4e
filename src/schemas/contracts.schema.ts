import { defineResource } from "./define-resource";

/** The shop's five templates (Tanımlamalar, spec §2 "Definitions") and so the kinds of contract made from them. */
export const CONTRACT_KINDS = ["sales", "lease", "order", "tailor", "dry"] as const;

/**
 * A contract made from one of the shop's templates (spec §3 "contract", §6, §7 "Contracts"): an order writes its
 * sale or lease contract and its order contract, the tailor and dry cleaning theirs. Only the server makes them
 * (the placeholders filled, the HTML sanitised, server/contracts); staff may edit one made from 2024-12-03 on and
 * delete an order contract linked to its order. `/sozlesme/<public_token>` prints it without signing in: the token
 * is 32 random bytes, so no id leads to anyone's contract.
 */
export const contracts = defineResource({
  $id: "contracts",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "fastsale_permission",
    tenant: "company",
    create: "none",
    list: {
      columns: ["title", "kind", "client_id", "process_id", "created_at"],
      search: ["title"],
      filters: ["kind", "client_id", "process_id"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    delete: "any",
    rules: { update: "contractEditable", delete: "contractDeletable" },
    audit: true,
    menu: false,
  },
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    kind: { type: "string", enum: CONTRACT_KINDS, readOnly: true },
    html: { type: "string", maxLength: 200000, "x-ui": { widget: "html" } },
    process_id: { type: "integer", "x-ref": "processes", readOnly: true },
    client_id: { type: "integer", "x-ref": "clients", readOnly: true },
    // The print page's address: 43 characters of base64url, made by the server.
    public_token: { type: "string", maxLength: 64, readOnly: true, "x-ui": { hidden: ["list", "form", "show"] } },
  },
  required: ["title", "html"],
  additionalProperties: false,
});
