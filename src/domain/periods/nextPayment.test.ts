import { describe, expect, it } from "vitest";
import { proposeNextPaymentDates } from "./nextPayment";

describe("next payment proposal", () => {
  it("moves both dates one month on for a monthly credit, clamping month ends", () => {
    expect(
      proposeNextPaymentDates("monthly", { firstPaymentDate: "2024-01-31", lastPaymentDate: "2024-03-31" }),
    ).toEqual({ firstPaymentDate: "2024-02-29", lastPaymentDate: "2024-04-30" });
  });

  it("moves both dates one year on for a yearly credit", () => {
    expect(
      proposeNextPaymentDates("yearly", { firstPaymentDate: "2024-02-29", lastPaymentDate: "2024-12-31" }),
    ).toEqual({ firstPaymentDate: "2025-02-28", lastPaymentDate: "2025-12-31" });
  });

  it("proposes nothing for a one-time credit", () => {
    expect(proposeNextPaymentDates("one_time", { firstPaymentDate: "2024-01-01", lastPaymentDate: "2024-01-01" })).toBeNull();
  });
});
