import { defineResource } from "./define-resource";

const template = { type: "string", maxLength: 100000, "x-ui": { widget: "html" } } as const;

/**
 * The shop's five contract templates (spec §2 "Definitions": sales, lease, order, tailor, dry; §7
 * `profile/{sales,lease,order,tailor,dry}-contract`): rich text with placeholders (`{musteri}`, `{urunler}`,
 * `{kapora}` …, src/domain/contracts) that each contract is made from. Sanitised on write; one row per company.
 */
export const contractTemplates = defineResource({
  $id: "contract_templates",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "definition_permission",
    tenant: "company",
    singleton: true,
    list: { columns: ["sales"] },
    audit: true,
    menu: false,
  },
  properties: {
    sales: template,
    lease: template,
    order: template,
    tailor: template,
    dry: template,
  },
  required: [],
  additionalProperties: false,
});
