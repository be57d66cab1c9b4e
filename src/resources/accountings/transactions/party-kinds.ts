import type { AccountingKind } from "../../../schemas/accountings.schema";

/** A transactions page is a client's or a supplier's. */
export type PartyKind = "client" | "supplier";

export const PARTY: Record<PartyKind, { resource: "clients" | "suppliers"; field: "client_id" | "supplier_id"; moneyIn: "income" | "expense" }> = {
  // A client's money comes in (income); a supplier's goes out (expense).
  client: { resource: "clients", field: "client_id", moneyIn: "income" },
  supplier: { resource: "suppliers", field: "supplier_id", moneyIn: "expense" },
};

/** The create modal's choices: credits and debts need debts_credits_permission (the server refuses them otherwise). */
export const recordKinds = (debtsAndCredits: boolean): AccountingKind[] | undefined =>
  debtsAndCredits ? undefined : ["income", "special_income", "expense"];
