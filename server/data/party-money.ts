import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { accountings } from "../db/resource-tables.generated";
import type { TenantScope } from "./scope";

export type PartyField = "client_id" | "supplier_id";

export interface PartyMoneyTotals {
  total_credits: string;
  total_debts: string;
  balance: string;
}

/** What is left of one record: its price less what was paid against it (never below zero, as each party's figure). */
const left = sql`greatest(${accountings.price} - (select coalesce(sum(payment.price), 0) from accountings payment where payment.company_id = ${accountings.company_id} and payment.credit_id = ${accountings.id}), 0)`;
const leftOfType = (type: "credit" | "debt") => sql`coalesce(sum(${left}) filter (where ${accountings.type} = ${sql.raw(`'${type}'`)}), 0)`;
const totals = {
  total_credits: sql<string>`${leftOfType("credit")}::numeric(14, 2)::text`,
  total_debts: sql<string>`${leftOfType("debt")}::numeric(14, 2)::text`,
  balance: sql<string>`(${leftOfType("credit")} - ${leftOfType("debt")})::numeric(14, 2)::text`,
};

/** The shop's credits and debts that belong to a party of this kind. */
const partyRecords = (field: PartyField, company: SQL | number | undefined) =>
  and(...(company === undefined ? [] : [eq(accountings.company_id, company as number)]), isNotNull(accountings[field]), inArray(accountings.type, ["credit", "debt"]));

// The clients' and suppliers' list cards are read on every page of those lists: built and prepared once per database.
const preparedTotals = new WeakMap<Db, Record<PartyField, { execute(values: { companyId: number }): Promise<PartyMoneyTotals[]> }>>();
const preparedFor = (db: Db) => {
  let prepared = preparedTotals.get(db);
  if (!prepared) {
    const prepare = (field: PartyField) =>
      db.select(totals).from(accountings).where(partyRecords(field, sql.placeholder("companyId") as unknown as SQL)).prepare(`party_money_${field}`);
    preparedTotals.set(db, (prepared = { client_id: prepare("client_id"), supplier_id: prepare("supplier_id") }));
  }
  return prepared;
};

/**
 * The clients' (or suppliers') money cards (spec §3 "Figures shown on lists"): what is left of their credits and
 * debts over the shop, and the balance, summed over the accounting records in one pass (not party by party); the
 * operators' view over every shop sums every shop's, or its chosen dealer's.
 */
export function partyMoneyRepository(db: Db, scope: TenantScope) {
  return {
    async totals(field: PartyField): Promise<PartyMoneyTotals> {
      if (scope.all) {
        const company = scope.all.dealerId ?? undefined;
        const [row] = await db.select(totals).from(accountings).where(partyRecords(field, company));
        return row;
      }
      // Inside a transaction nothing is prepared (a statement per transaction would pile up on the connection).
      if (db instanceof PgTransaction) {
        const [row] = await db.select(totals).from(accountings).where(partyRecords(field, scope.companyId));
        return row;
      }
      const [row] = await preparedFor(db)[field].execute({ companyId: scope.companyId });
      return row;
    },
  };
}
