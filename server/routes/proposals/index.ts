import { proposalFigureSql } from "../../data/proposal-figures";
import type { ResourceExtension } from "../../engine/crud-routes";
import { proposalCounters } from "./counters";
import { registerProposalStatus } from "./status";
import { proposalToIncome } from "./to-income";

/**
 * Quotes (spec §2 "Quotes", §7 "Proposals"): the list's cards (day, week, month, all), the offered prices' total,
 * 'Gelire Dönüştür' (`to_income`, alias `change-proposal-to-income/:id`) and `POST /set-proposal-status`.
 */
export const proposalsExtension: ResourceExtension = {
  computedSql: proposalFigureSql,
  counters: (repos, name) => proposalCounters(repos, name),
  actions: { to_income: proposalToIncome },
  routes: {
    declared: [{ method: "POST", url: "/set-proposal-status", access: "write", sampleBody: (row) => ({ id: row.id, status: "rejected" }) }],
    async register(app) {
      registerProposalStatus(app);
    },
  },
};
