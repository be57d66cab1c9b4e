import { describe, expect, it } from "vitest";
import { parseCities } from "./cities";

describe("city choices from GET /api/cities", () => {
  it("reads names with their districts, bare or in an envelope", () => {
    const cities = [{ code: "34", name: "İstanbul", districts: ["Kadıköy", "Üsküdar"] }];
    expect(parseCities(cities)).toEqual([{ name: "İstanbul", districts: ["Kadıköy", "Üsküdar"] }]);
    expect(parseCities({ data: cities })).toEqual([{ name: "İstanbul", districts: ["Kadıköy", "Üsküdar"] }]);
    expect(parseCities([{ name: "Ankara", counties: [{ name: "Çankaya" }] }])).toEqual([{ name: "Ankara", districts: ["Çankaya"] }]);
  });

  it("keeps cities without districts, which leaves the county typed", () => {
    expect(parseCities(["Adana"])).toEqual([{ name: "Adana", districts: [] }]);
  });

  it("gives up on anything else, which leaves both fields typed", () => {
    expect(parseCities({ message: "Not found" })).toBeNull();
    expect(parseCities([])).toBeNull();
    expect(parseCities(undefined)).toBeNull();
  });
});
