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

/** Clients' and suppliers' list figures and counters (spec §3 "Figures shown on lists"), and their city/county check. */
export const partyExtension: ResourceExtension = {
  validate: assertPartyLocation,
  computedSql: partyFigureSql,
  async counters(repos, name) {
    const parties = repos.resource(name);
    const [total, person, business, figures] = await Promise.all([
      parties.count(),
      parties.count({ type: "person" }),
      parties.count({ type: "business" }),
      parties.sums(Object.keys(partyFigureSql)),
    ]);
    return { total, person, business, ...figures };
  },
};
