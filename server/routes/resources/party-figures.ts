import type { ResourceExtension } from "../../engine/crud-routes";
import { partyFigureSql } from "../../data/accounting-figures";
import { assertPartyLocation } from "./party-location";

/**
 * Clients' and suppliers' list figures and counters (spec §3 "Figures shown on lists"), and their city/county check.
 * The figures are sums over the party's accounting records (what is left of its credits and debts, and the balance),
 * so lists answer and sort by them; the counters' totals are the same sums over the shop's records in one prepared
 * pass (`repos.partyMoney`), not a figure per party summed over every party of the shop.
 */
function partyExtension(table: "clients" | "suppliers", field: "client_id" | "supplier_id"): ResourceExtension {
  return {
    validate: assertPartyLocation,
    computedSql: partyFigureSql(table, field),
    async counters(repos, name) {
      const parties = repos.resource(name);
      const matches = [{}, { type: "person" }, { type: "business" }];
      // The operator's view across shops has no per-company tallies: it counts (rare, and never a shop's page).
      const [[total, person, business], totals] = await Promise.all([
        repos.scope.all ? Promise.all(matches.map((match) => parties.count(match))) : parties.tallies(matches),
        repos.partyMoney.totals(field),
      ]);
      return { total, person, business, ...totals };
    },
  };
}

export const clientsExtension = partyExtension("clients", "client_id");
export const suppliersExtension = partyExtension("suppliers", "supplier_id");
