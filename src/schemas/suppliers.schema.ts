import { defineResource } from "./define-resource";
import { bankAccounts, businessRequireds, partyDetails, partyFigures, partyIdentity, partySections } from "./party-fields";

/** The shop's suppliers: the client form without category and groom (spec §2 "Suppliers"). */
export const suppliers = defineResource({
  $id: "suppliers",
  type: "object",
  "x-resource": {
    routes: { list: "tedarikci-yonetimi", create: "tedarikci-olustur", edit: "tedarikci/:id" },
    tenant: "company",
    list: {
      columns: ["full_name", "type", "gsm", "city", "total_debts", "total_credits", "balance", "created_at"],
      search: ["full_name", "gsm", "gsm2", "company_name", "email", "identity_number", "tax_no"],
      filters: ["type"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
      counters: ["total", "person", "business", "total_debts", "total_credits", "balance"],
      countersPermission: "homepage_permission",
    },
    computed: partyFigures,
    form: { sections: partySections.withoutGroom },
    delete: "first_user",
    menu: { order: 25, icon: "shop" },
  },
  properties: {
    ...partyIdentity,
    ...partyDetails,
    accounts: bankAccounts,
  },
  required: ["type", "full_name"],
  allOf: [businessRequireds, { if: { properties: { type: { const: "person" } } }, then: { required: ["identity_number"] } }],
  additionalProperties: false,
});
