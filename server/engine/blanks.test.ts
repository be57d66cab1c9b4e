import { describe, expect, it } from "vitest";
import { withoutBlanks } from "./blanks";

describe("withoutBlanks", () => {
  it("trims text and drops blank fields, also in sub-list rows, and leaves other values alone", () => {
    expect(
      withoutBlanks({ full_name: "  Ayşe  ", tax_office: "   ", count: 0, active: false, note: null, accounts: [{ iban: " TR33 ", bank_name: "" }] }),
    ).toEqual({ full_name: "Ayşe", count: 0, active: false, note: null, accounts: [{ iban: "TR33" }] });
  });
});
