import { describe, expect, it } from "vitest";
import type { AccountingRow } from "../shared/api";
import { continues, settleStartValues } from "./settle-values";

const credit = (fields: Partial<AccountingRow>): AccountingRow =>
  ({ id: 5, kind: "credit", date: "2026-01-31", price: "100.00", payment_type: "eft", type_of_payment: "one_time", ...fields }) as AccountingRow;

describe("settleStartValues", () => {
  it("proposes a monthly credit's next dates one month on, month ends clamped", () => {
    const record = credit({ type_of_payment: "monthly", first_payment_date: "2026-01-31", last_payment_date: "2026-02-28" });
    expect(settleStartValues("receive", record, "2026-11-24")).toEqual({
      date: "2026-11-24",
      payment_type: "eft",
      new_first_payment_date: "2026-02-28",
      new_last_payment_date: "2026-03-28",
    });
    expect(continues(record)).toBe(true);
  });

  it("proposes a yearly credit's next dates a year on", () => {
    const record = credit({ type_of_payment: "yearly", first_payment_date: "2024-02-29", last_payment_date: "2024-03-10" });
    expect(settleStartValues("receive", record, "2026-11-24")).toMatchObject({ new_first_payment_date: "2025-02-28", new_last_payment_date: "2025-03-10" });
  });

  it("proposes no dates for a one-time credit nor when completing a debt, and pays a split record in cash", () => {
    expect(settleStartValues("receive", credit({}), "2026-11-24")).toEqual({ date: "2026-11-24", payment_type: "eft" });
    expect(continues(credit({}))).toBe(false);
    const debt = credit({ kind: "debt", type_of_payment: "monthly", first_payment_date: "2026-01-01", last_payment_date: "2026-01-31", payment_type: "multiple_payment" });
    expect(settleStartValues("complete", debt, "2026-11-24")).toEqual({ date: "2026-11-24", payment_type: "cash" });
  });
});
