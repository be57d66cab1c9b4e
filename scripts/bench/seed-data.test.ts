import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { clients } from "../../server/db/resource-tables.generated";
import { foldText } from "../../server/engine/search";
import { isValidVergiKimlikNo } from "../../src/domain/turkish/vergiKimlikNo";
import { listCities, listDistricts } from "../../src/domain/turkish/cities";
import { CLIENT_COLUMNS, seedStatements } from "./seed-sql";
import { cityCountyPairs, FEMALE_NAMES, MALE_NAMES, SURNAMES, vergiKimlikNumbers } from "./turkish-data";

describe("the benchmark's seed data", () => {
  it("makes the keyword `ayse` find 2–4 % of clients through the Turkish folding (clients carry the female names)", () => {
    const share = FEMALE_NAMES.filter((name) => foldText(name).toLowerCase().includes("ayse")).length / FEMALE_NAMES.length;
    expect(share).toBeGreaterThanOrEqual(0.02);
    expect(share).toBeLessThanOrEqual(0.04);
    // Nothing else a client row is searched by holds it: surnames and the grooms' names.
    expect([...SURNAMES, ...MALE_NAMES].filter((name) => foldText(name).toLowerCase().includes("ayse"))).toEqual([]);
  });

  it("uses names with Turkish letters", () => {
    expect(FEMALE_NAMES).toEqual(expect.arrayContaining(["Ayşe", "Şule", "Gül"]));
    expect(MALE_NAMES).toEqual(expect.arrayContaining(["Çağlar", "İbrahim"]));
    expect(SURNAMES).toContain("Öztürk");
  });

  it("makes tax numbers that the app's own check accepts", () => {
    expect(vergiKimlikNumbers(500).filter((number) => !isValidVergiKimlikNo(number))).toEqual([]);
  });

  it("pairs every province with one of its own districts", () => {
    const cities = new Map(listCities().map((city) => [city.name, city.code]));
    const wrong = cityCountyPairs().filter((pair) => {
      const [city, county] = pair.split("|");
      return !listDistricts(cities.get(city) ?? "").includes(county);
    });
    expect(wrong).toEqual([]);
  });

  it("fills every NOT NULL column of clients that has no default", () => {
    const required = getTableConfig(clients).columns.filter((column) => column.notNull && !column.hasDefault && !column.primary);
    expect(required.map((column) => column.name).filter((name) => !(CLIENT_COLUMNS as readonly string[]).includes(name))).toEqual([]);
    expect(CLIENT_COLUMNS.every((name) => getTableConfig(clients).columns.some((column) => column.name === name))).toBe(true);
  });

  it("seeds through SQL set operations, never row by row, and refuses a dealer bigger than all clients", () => {
    const statements = seedStatements({ shops: 3, clients: 100, dealerClients: 10 }, "hash");
    expect(statements.filter((statement) => statement.includes("generate_series")).length).toBe(4);
    expect(() => seedStatements({ shops: 3, clients: 10, dealerClients: 11 }, "hash")).toThrow(/dealer/);
  });
});
