import { describe, expect, it } from "vitest";
import { filterDefinitions } from "./columns";
import { FILTER_PERIODS, filterParam, offersIn, offersPeriod, rangeKindOf } from "./list-filters";
import type { ResourceSchema } from "./types";

const properties = {
  status: { type: "string", enum: ["open", "closed"] },
  kind_id: { type: "integer", "x-ref": "kinds" },
  made_on: { type: "string", format: "date" },
  fitting_at: { type: "string", format: "date-time" },
  quantity: { type: "integer", minimum: 0 },
  price: { type: "string", format: "money" },
  name: { type: "string", maxLength: 80 },
} as const;

describe("list filter forms by field type", () => {
  it("offers in lists for enums and references, ranges for dates, date-times, integers and money, periods for dates", () => {
    const forms = Object.fromEntries(
      Object.entries(properties).map(([field, property]) => [field, { in: offersIn(property), range: rangeKindOf(property), period: offersPeriod(property) }]),
    );
    expect(forms).toEqual({
      status: { in: true, range: undefined, period: false },
      kind_id: { in: true, range: undefined, period: false },
      made_on: { in: false, range: "date", period: true },
      fitting_at: { in: false, range: "datetime", period: true },
      quantity: { in: false, range: "integer", period: false },
      price: { in: false, range: "money", period: false },
      name: { in: false, range: undefined, period: false },
    });
  });

  it("names parameters as refine's simple-rest does and offers the tailor periods that name days", () => {
    expect(["in", "gte", "lte", "period"].map((operator) => filterParam("made_on", operator as "in"))).toEqual(["made_on_in", "made_on_gte", "made_on_lte", "made_on_period"]);
    expect(FILTER_PERIODS).toEqual(["today", "tomorrow", "weekly", "nextWeekly", "monthly", "nextMonthly"]);
  });

  it("gives the filter bar a range control for each range field", () => {
    const schema = {
      $id: "things",
      type: "object",
      "x-resource": { routes: {}, tenant: "company", list: { columns: ["name"], filters: ["made_on", "fitting_at", "quantity", "price", "kind_id"] } },
      properties,
      additionalProperties: false,
    } as unknown as ResourceSchema;
    expect(filterDefinitions(schema).map(({ field, kind }) => [field.name, kind])).toEqual([
      ["made_on", "date"],
      ["fitting_at", "datetime"],
      ["quantity", "integer"],
      ["price", "money"],
      ["kind_id", "reference"],
    ]);
  });
});
