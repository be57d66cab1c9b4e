import { decimalStringFromKurus, kurusFromDecimalString } from "../../../src/domain/money/kurus";
import type { StatementRecord } from "../../data/party-details";

export interface StatementRow {
  id: number;
  date: string;
  kind: string;
  title: string | null;
  contract_no: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface Statement {
  rows: StatementRow[];
  totals: { debit: string; credit: string; balance: string };
}

/**
 * Which side of the party's account a record moves, in kuruş (signed: a correction is its record negated, so it
 * lands on the same side with a minus). Debit: what the party was charged (a credit, a sale paid at once, what the
 * shop paid out against its debt); credit: what the party paid or is owed (a payment against its credit, a debt to
 * it). A record paid on the spot (an income or an expense without `credit_id`) is both: charged and settled at once,
 * so it leaves the balance as it was.
 */
export function sidesOf(record: StatementRecord): { debit: number; credit: number } {
  const amount = kurusFromDecimalString(record.price);
  const against = record.credit_id !== null;
  switch (record.type) {
    case "credit":
      return { debit: amount, credit: 0 };
    case "debt":
      return { debit: 0, credit: amount };
    case "income":
      return against ? { debit: 0, credit: amount } : { debit: amount, credit: amount };
    case "expense":
      return against ? { debit: amount, credit: 0 } : { debit: amount, credit: amount };
    default:
      return { debit: 0, credit: 0 };
  }
}

/**
 * The account statement: the records in date order with the running balance after each (debit − credit so far:
 * what the party owes the shop, the clients list's `balance` once every credit and debt is paid at most in full).
 */
export function statementOf(records: readonly StatementRecord[]): Statement {
  let debit = 0;
  let credit = 0;
  const rows = records.map((record) => {
    const sides = sidesOf(record);
    debit += sides.debit;
    credit += sides.credit;
    return {
      id: record.id,
      date: record.date,
      kind: record.kind,
      title: record.title,
      contract_no: record.contract_no,
      debit: decimalStringFromKurus(sides.debit),
      credit: decimalStringFromKurus(sides.credit),
      balance: decimalStringFromKurus(debit - credit),
    };
  });
  return { rows, totals: { debit: decimalStringFromKurus(debit), credit: decimalStringFromKurus(credit), balance: decimalStringFromKurus(debit - credit) } };
}
