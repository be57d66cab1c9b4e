import { describe, expect, it } from "vitest";
import { ROW_RULES } from ".";

describe("accounting records' row rules", () => {
  it("dayOpen: a record of a closed day is neither changed nor deleted", () => {
    expect(ROW_RULES.dayOpen({ day_closed: false })).toBe(true);
    expect(ROW_RULES.dayOpen({ day_closed: true })).toBe(false);
  });

  it("openCredit: only a credit with something left is received", () => {
    expect(ROW_RULES.openCredit({ type: "credit", remaining: "0.01" })).toBe(true);
    expect(ROW_RULES.openCredit({ type: "credit", remaining: "0.00" })).toBe(false);
    expect(ROW_RULES.openCredit({ type: "credit", remaining: "-5.00" })).toBe(false);
    expect(ROW_RULES.openCredit({ type: "debt", remaining: "10.00" })).toBe(false);
  });

  it("openDebt: only a debt with something left is completed", () => {
    expect(ROW_RULES.openDebt({ type: "debt", remaining: "120.00" })).toBe(true);
    expect(ROW_RULES.openDebt({ type: "debt", remaining: "0.00" })).toBe(false);
    expect(ROW_RULES.openDebt({ type: "credit", remaining: "120.00" })).toBe(false);
  });

  it("reversible: a cash movement of a closed day, not yet reversed and no correction itself", () => {
    const closedIncome = { type: "income", kind: "income", day_closed: true, reversed: false };
    expect(ROW_RULES.reversible(closedIncome)).toBe(true);
    expect(ROW_RULES.reversible({ ...closedIncome, type: "expense", kind: "payment" })).toBe(true);
    expect(ROW_RULES.reversible({ ...closedIncome, day_closed: false })).toBe(false);
    expect(ROW_RULES.reversible({ ...closedIncome, reversed: true })).toBe(false);
    expect(ROW_RULES.reversible({ ...closedIncome, kind: "correction" })).toBe(false);
    // A credit or debt moves no money until paid: its payments are what a closed day reverses.
    expect(ROW_RULES.reversible({ ...closedIncome, type: "credit", kind: "credit" })).toBe(false);
  });
});
