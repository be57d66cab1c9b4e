import type { ResourceExtension } from "../../engine/crud-routes";
import type { Row } from "../../engine/repository";
import { assertPartyLocation } from "./party-location";

/** One accounting record of a party as the figures need it: its kind and amount in kuruş. */
export interface PartyEntry {
  partyId: number;
  kind: "debt" | "credit";
  amountKurus: bigint;
}

export interface PartyFigures {
  total_debts: string;
  total_credits: string;
  balance: string;
}

const lira = (kurus: bigint): string => {
  const sign = kurus < 0n ? "-" : "";
  const absolute = kurus < 0n ? -kurus : kurus;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, "0")}`;
};

/** Debts, credits and balance (credits minus debts) of one party from its entries, exact in kuruş. */
export function figuresOf(entries: readonly PartyEntry[]): PartyFigures {
  let debts = 0n;
  let credits = 0n;
  for (const entry of entries) {
    if (entry.kind === "debt") debts += entry.amountKurus;
    else credits += entry.amountKurus;
  }
  return { total_debts: lira(debts), total_credits: lira(credits), balance: lira(credits - debts) };
}

/**
 * The shop's open debts and credits with its parties. Accounting records are not stored yet (no income,
 * expense, credit or debt table exists), so there are none to read and every figure is 0.00; the
 * accounting module will read its rows here.
 */
async function partyEntries(): Promise<PartyEntry[]> {
  return [];
}

/** Clients' and suppliers' list figures and counters (spec §3 "Figures shown on lists"), and their city/county check. */
export const partyExtension: ResourceExtension = {
  validate: assertPartyLocation,
  async computeFields(rows: Row[]) {
    const entries = await partyEntries();
    return rows.map((row) => ({ ...row, ...figuresOf(entries.filter((entry) => entry.partyId === row.id)) }));
  },
  async counters(scope, repository) {
    const [total, person, business, entries] = await Promise.all([
      repository.count(scope),
      repository.count(scope, { type: "person" }),
      repository.count(scope, { type: "business" }),
      partyEntries(),
    ]);
    return { total, person, business, ...figuresOf(entries) };
  },
};
