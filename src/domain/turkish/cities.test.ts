import { describe, expect, it } from "vitest";
import { listCities, listDistricts } from "./cities";

describe("cities and districts", () => {
  it("lists the 81 provinces with plate codes", () => {
    const cities = listCities();
    expect(cities).toHaveLength(81);
    expect(cities[0]).toEqual({ code: "01", name: "Adana" });
    expect(cities.find((c) => c.code === "34")?.name).toBe("İstanbul");
  });

  it("lists 973 districts in all, sorted in Turkish order", () => {
    const total = listCities().reduce((sum, city) => sum + listDistricts(city.code).length, 0);
    expect(total).toBe(973);
    const istanbul = listDistricts("34");
    expect(istanbul).toContain("Kadıköy");
    expect(istanbul).toEqual([...istanbul].sort(new Intl.Collator("tr").compare));
  });

  it("returns no districts for an unknown code", () => {
    expect(listDistricts("99")).toEqual([]);
    expect(listDistricts("Istanbul")).toEqual([]);
  });
});
