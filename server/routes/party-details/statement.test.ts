import { describe, expect, it } from "vitest";
import type { StatementRecord } from "../../data/party-details";
import { statementOf } from "./statement";

const record = (values: Partial<StatementRecord>): StatementRecord => ({ id: 1, date: "2026-03-01", kind: "income", type: "income", title: null, contract_no: null, price: "0.00", credit_id: null, ...values });

describe("statementOf", () => {
  it("puts each record on its side and carries the balance: charges up, payments and debts to the party down, corrections netted", () => {
    const statement = statementOf([
      record({ id: 1, kind: "credit", type: "credit", price: "1000.00" }),
      record({ id: 2, kind: "payment", type: "income", price: "250.50", credit_id: 1 }),
      record({ id: 3, kind: "income", type: "income", price: "300.00" }),
      record({ id: 4, kind: "correction", type: "income", price: "-250.50", credit_id: 1 }),
      record({ id: 5, kind: "debt", type: "debt", price: "400.00" }),
      record({ id: 6, kind: "payment", type: "expense", price: "100.00", credit_id: 5 }),
      record({ id: 7, kind: "expense", type: "expense", price: "75.25" }),
    ]);
    expect(statement.rows.map((row) => [row.id, row.debit, row.credit, row.balance])).toEqual([
      [1, "1000.00", "0.00", "1000.00"],
      [2, "0.00", "250.50", "749.50"],
      [3, "300.00", "300.00", "749.50"],
      [4, "0.00", "-250.50", "1000.00"],
      [5, "0.00", "400.00", "600.00"],
      [6, "100.00", "0.00", "700.00"],
      [7, "75.25", "75.25", "700.00"],
    ]);
    expect(statement.totals).toEqual({ debit: "1475.25", credit: "775.25", balance: "700.00" });
  });

  it("answers an empty statement with zero totals", () => {
    expect(statementOf([])).toEqual({ rows: [], totals: { debit: "0.00", credit: "0.00", balance: "0.00" } });
  });
});
