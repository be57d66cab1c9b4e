import { sql } from "drizzle-orm";
import type { ComputedSql } from "./resource-repository";

/**
 * A quote's figure as SQL over its row, here in the data layer because the sub-select keeps to the row's own
 * company (`company_id`, which routes never name) and so uses the lines' `(company_id, proposal_id)` index.
 * Columns are named with their table (`proposals.id`): inside a sub-select a bare name is the sub-select's own row.
 */
const proposal = (name: "id" | "company_id") => sql.raw(`proposals.${name}`);

export const proposalFigureSql: ComputedSql = {
  // The offered prices' sum (spec §2 "Quotes" detail: the rows with their total).
  total: () =>
    sql`(select coalesce(sum(line.price), 0) from proposal_lines line where line.company_id = ${proposal("company_id")} and line.proposal_id = ${proposal("id")})::numeric(14, 2)`,
};
