import { describe, expect, it } from "vitest";
import { figuresOf } from "./party-figures";

describe("figuresOf", () => {
  it("is zero for a party without entries", () => {
    expect(figuresOf([])).toEqual({ total_debts: "0.00", total_credits: "0.00", balance: "0.00" });
  });

  it("sums debts and credits exactly in kuruş and signs the balance", () => {
    const figures = figuresOf([
      { partyId: 1, kind: "debt", amountKurus: 10_010n },
      { partyId: 1, kind: "debt", amountKurus: 20_020n },
      { partyId: 1, kind: "credit", amountKurus: 5n },
    ]);
    expect(figures).toEqual({ total_debts: "300.30", total_credits: "0.05", balance: "-300.25" });
  });
});
