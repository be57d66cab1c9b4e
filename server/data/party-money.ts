import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias, PgTransaction, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { accountings } from "../db/resource-tables.generated";
import type { TenantScope } from "./scope";

export type PartyField = "client_id" | "supplier_id";

export interface PartyMoneyTotals {
  total_credits: string;
  total_debts: string;
  balance: string;
}

type Company = SQL | number | undefined;
const ofCompany = (column: PgColumn, company: Company) => (company === undefined ? [] : [eq(column, company as number)]);

/**
 * What was paid against each credit of the company (its payments and their corrections, `credit_id`), summed in
 * one pass over the company's payments: joined to the credits, not a sub-select run once per credit.
 */
const paidPerCredit = (db: Pick<Db, "select">, company: Company) => {
  const payment = alias(accountings, "payment");
  return db
    .select({ company_id: payment.company_id, credit_id: payment.credit_id, paid: sql<string>`sum(${payment.price})`.as("paid") })
    .from(payment)
    .where(and(...ofCompany(payment.company_id, company), isNotNull(payment.credit_id)))
    .groupBy(payment.company_id, payment.credit_id)
    .as("paid_per_credit");
};

/** The shop's credits and debts that belong to a party of this kind, each with what is left of it (never below zero). */
function totalsQuery(db: Pick<Db, "select">, field: PartyField, company: Company) {
  const paid = paidPerCredit(db, company);
  const left = sql`greatest(${accountings.price} - coalesce(${paid.paid}, 0), 0)`;
  const leftOfType = (type: "credit" | "debt") => sql`coalesce(sum(${left}) filter (where ${accountings.type} = ${sql.raw(`'${type}'`)}), 0)`;
  return db
    .select({
      total_credits: sql<string>`${leftOfType("credit")}::numeric(14, 2)::text`,
      total_debts: sql<string>`${leftOfType("debt")}::numeric(14, 2)::text`,
      balance: sql<string>`(${leftOfType("credit")} - ${leftOfType("debt")})::numeric(14, 2)::text`,
    })
    .from(accountings)
    .leftJoin(paid, and(eq(paid.company_id, accountings.company_id), eq(paid.credit_id, accountings.id)))
    .where(and(...ofCompany(accountings.company_id, company), isNotNull(accountings[field]), inArray(accountings.type, ["credit", "debt"])));
}

// The clients' and suppliers' list cards are read on every page of those lists: built and prepared once per database.
const preparedTotals = new WeakMap<Db, Record<PartyField, { execute(values: { companyId: number }): Promise<PartyMoneyTotals[]> }>>();
const preparedFor = (db: Db) => {
  let prepared = preparedTotals.get(db);
  if (!prepared) {
    const prepare = (field: PartyField) => totalsQuery(db, field, sql.placeholder("companyId") as unknown as SQL).prepare(`party_money_${field}`);
    preparedTotals.set(db, (prepared = { client_id: prepare("client_id"), supplier_id: prepare("supplier_id") }));
  }
  return prepared;
};

/**
 * The clients' (or suppliers') money cards (spec §3 "Figures shown on lists"): what is left of their credits and
 * debts over the shop, and the balance, summed over the accounting records in one pass (not party by party), so
 * linear in the shop's credits and debts; the operators' view over every shop sums every shop's, or its chosen
 * dealer's.
 */
export function partyMoneyRepository(db: Db, scope: TenantScope) {
  return {
    async totals(field: PartyField): Promise<PartyMoneyTotals> {
      if (scope.all) {
        const company = scope.all.dealerId ?? undefined;
        const [row] = await totalsQuery(db, field, company);
        return row;
      }
      // Inside a transaction nothing is prepared (a statement per transaction would pile up on the connection).
      if (db instanceof PgTransaction) {
        const [row] = await totalsQuery(db, field, scope.companyId);
        return row;
      }
      const [row] = await preparedFor(db)[field].execute({ companyId: scope.companyId });
      return row;
    },
  };
}
