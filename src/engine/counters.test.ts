import { describe, expect, it } from "vitest";
import { clients } from "../schemas/clients.schema";
import { announces } from "../schemas/announces.schema";
import { counterDefinitions, formatCounter } from "./counters";

describe("list counters", () => {
  it("reads money for the computed money figures and counts for the rest", () => {
    expect(counterDefinitions(clients)).toEqual([
      { key: "total", kind: "count" },
      { key: "person", kind: "count" },
      { key: "business", kind: "count" },
      { key: "total_debts", kind: "money" },
      { key: "total_credits", kind: "money" },
      { key: "balance", kind: "money" },
    ]);
    expect(counterDefinitions(announces)).toEqual([]);
  });

  it("formats money with its sign and two decimals and counts as whole numbers, in the UI language", () => {
    expect(formatCounter({ key: "balance", kind: "money" }, "-1234.5", "tr")).toBe("-₺1.234,50");
    expect(formatCounter({ key: "balance", kind: "money" }, "0.00", "de")).toBe("0,00\u00a0₺");
    expect(formatCounter({ key: "total", kind: "count" }, 12345, "tr")).toBe("12.345");
  });
});
