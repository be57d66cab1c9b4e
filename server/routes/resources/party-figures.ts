import type { ResourceExtension } from "../../engine/crud-routes";
import { sql } from "drizzle-orm";
import type { ComputedSql } from "../../data";
import { assertPartyLocation } from "./party-location";

/**
 * Debts, credits and balance of a party, as SQL over the party's row. Accounting records are not stored
 * yet (no income, expense, credit or debt table exists), so every party's figures are truthfully zero; the
 * accounting module replaces these expressions with sums over its records, and lists, sorting and the
 * counters follow without another change.
 */
const partyFigureSql: ComputedSql = {
  total_debts: () => sql`0::numeric(14, 2)`,
  total_credits: () => sql`0::numeric(14, 2)`,
  balance: () => sql`0::numeric(14, 2)`,
};

/**
 * The same figures summed over the shop: zero while no record exists (a sum over the parties' rows would be a scan
 * of the whole shop per page for that zero). The accounting module sums its records per company instead.
 */
const partyFigureTotals = { total_debts: "0.00", total_credits: "0.00", balance: "0.00" };

/** Clients' and suppliers' list figures and counters (spec §3 "Figures shown on lists"), and their city/county check. */
export const partyExtension: ResourceExtension = {
  validate: assertPartyLocation,
  computedSql: partyFigureSql,
  async counters(repos, name) {
    const parties = repos.resource(name);
    const matches = [{}, { type: "person" }, { type: "business" }];
    // The operator's view across shops has no per-company tallies: it counts (rare, and never a shop's page).
    const [total, person, business] = repos.scope.all
      ? await Promise.all(matches.map((match) => parties.count(match)))
      : await parties.tallies(matches);
    return { total, person, business, ...partyFigureTotals };
  },
};
