import type { ResourceExtension } from "../../engine/crud-routes";
import type { Row } from "../../data";
import { assertPartyLocation } from "./party-location";

/**
 * Debts, credits and balance of a party. Accounting records are not stored yet (no income, expense,
 * credit or debt table exists), so every party's figures are truthfully zero; the accounting module
 * replaces this with sums over its records.
 */
const NO_RECORDS_YET = { total_debts: "0.00", total_credits: "0.00", balance: "0.00" } as const;

/** Clients' and suppliers' list figures and counters (spec §3 "Figures shown on lists"), and their city/county check. */
export const partyExtension: ResourceExtension = {
  validate: assertPartyLocation,
  async computeFields(rows: Row[]) {
    return rows.map((row) => ({ ...row, ...NO_RECORDS_YET }));
  },
  async counters(repos, name) {
    const parties = repos.resource(name);
    const [total, person, business] = await Promise.all([parties.count(), parties.count({ type: "person" }), parties.count({ type: "business" })]);
    return { total, person, business, ...NO_RECORDS_YET };
  },
};
