import { SINGLE_PAYMENT_TYPES } from "./accountings.schema";
import { defineResource } from "./define-resource";

/** Where a quote stands (`set-proposal-status`; the spec does not show its values). */
export const PROPOSAL_STATUSES = ["waiting", "accepted", "rejected"] as const;

/**
 * A quote ('Teklif', spec §2 "Quotes", §3 "quote", §7 "Proposals"): a customer's name and phone and the offered
 * price per product (`lines`, proposal_lines). Counted per day, week and month; deleted only by the first user;
 * turned into an income record with those lines (`change-proposal-to-income`).
 */
export const proposals = defineResource({
  $id: "proposals",
  type: "object",
  "x-resource": {
    routes: { list: "teklifler", create: "teklif-ekle", edit: "teklif-duzenle/:id", show: "teklif/:id" },
    permission: "offer_permission",
    tenant: "company",
    list: {
      columns: ["customer_name", "phone", "created_at", "status", "total"],
      search: ["customer_name", "phone"],
      filters: ["status"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
      counters: ["day", "week", "month", "all"],
    },
    computed: {
      // The offered prices' sum.
      total: { type: "string", format: "money" },
    },
    delete: "first_user",
    audit: true,
    actions: {
      // 'Gelire Dönüştür': an income record of the quote's lines, dated and paid as chosen.
      to_income: {
        when: "proposalOpen",
        permission: "safe_permission",
        alias: "change-proposal-to-income/:id",
        body: {
          type: "object",
          properties: {
            date: { type: "string", format: "date", "x-ui": { start: "today" } },
            payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES, default: "cash" },
          },
          required: ["date", "payment_type"],
          additionalProperties: false,
        },
      },
    },
    menu: { order: 22, icon: "file-text" },
  },
  properties: {
    customer_name: { type: "string", minLength: 1, maxLength: 120 },
    phone: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    status: { type: "string", enum: PROPOSAL_STATUSES, default: "waiting" },
    note: { type: "string", maxLength: 1000, "x-ui": { hidden: ["list"] } },
    // Set by the server once the quote became income.
    income_id: { type: "integer", "x-ref": "accountings", readOnly: true, "x-ui": { hidden: ["list", "form"] } },
  },
  required: ["customer_name", "phone"],
  // The rows (proposal_lines) are required; they are the parent's `lines`.
  allOf: [{ if: { properties: { status: { enum: PROPOSAL_STATUSES } } }, then: { required: ["lines"] } }],
  additionalProperties: false,
});
