import { describe, expect, it } from "vitest";
import { buildListQuery } from "./list-query";

const queryOf = (filters: Parameters<typeof buildListQuery>[0]["filters"]) =>
  Object.fromEntries(buildListQuery({ filters, scope: null, pagination: { mode: "off" } }));

describe("list query: refine's filter operators", () => {
  it("maps eq, in, gte and lte to the API's field, field_in, field_gte and field_lte", () => {
    expect(
      queryOf([
        { field: "type", operator: "eq", value: "business" },
        { field: "kind_id", operator: "in", value: [3, 7, 12] },
        { field: "made_on", operator: "gte", value: "2025-02-01" },
        { field: "made_on", operator: "lte", value: "2025-02-28" },
        { field: "price", operator: "gte", value: "10.50" },
      ]),
    ).toEqual({ type: "business", kind_id_in: "3,7,12", made_on_gte: "2025-02-01", made_on_lte: "2025-02-28", price_gte: "10.50" });
  });

  it("sends a period as eq on <field>_period, a single in value as a one-item list, a Date as its instant", () => {
    expect(
      queryOf([
        { field: "made_on_period", operator: "eq", value: "monthly" },
        { field: "type", operator: "in", value: "person" },
        { field: "fitting_at", operator: "lte", value: new Date("2025-02-28T20:59:59.999Z") },
      ]),
    ).toEqual({ made_on_period: "monthly", type_in: "person", fitting_at_lte: "2025-02-28T20:59:59.999Z" });
  });

  it("leaves out cleared filters, an empty in list included", () => {
    expect(
      queryOf([
        { field: "kind_id", operator: "in", value: [] },
        { field: "made_on", operator: "gte", value: undefined },
        { field: "price", operator: "lte", value: "" },
      ]),
    ).toEqual({});
  });

  it("refuses what the API cannot answer: other operators, a list where one value belongs", () => {
    expect(() => queryOf([{ field: "price", operator: "between", value: ["1", "2"] }])).toThrow(/"between"/);
    expect(() => queryOf([{ field: "type", operator: "eq", value: ["person", "business"] }])).toThrow(/one value/);
    expect(() => queryOf([{ field: "made_on", operator: "gte", value: ["2025-01-01"] }])).toThrow(/one value/);
  });
});
