import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor } from "../test/fixtures";

describe("GET /api/cities", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the 81 provinces in Turkish order, each with its districts, to any signed-in user", async () => {
    // A user without a single permission flag still needs the pickers (company settings, forms).
    const actor = await createActor(t.database.db, { permissions: { client_permission: false, homepage_permission: false } });
    const response = await t.app.inject({ method: "GET", url: "/api/cities", headers: actor.headers });
    expect(response.statusCode).toBe(200);
    const cities = response.json().data as { code: string; name: string; districts: string[] }[];
    expect(cities).toHaveLength(81);
    const names = cities.map((city) => city.name);
    expect(names.slice(0, 2)).toEqual(["Adana", "Adıyaman"]);
    // Turkish order: I before İ, and Ç, Ş, Ü after their plain letters.
    expect(names.indexOf("Iğdır")).toBeLessThan(names.indexOf("İstanbul"));
    expect(names.indexOf("Çorum")).toBeGreaterThan(names.indexOf("Burdur"));
    expect(names.indexOf("Çorum")).toBeLessThan(names.indexOf("Denizli"));
    const istanbul = cities.find((city) => city.name === "İstanbul")!;
    expect(istanbul.code).toBe("34");
    expect(istanbul.districts).toContain("Kadıköy");
    expect(cities.reduce((sum, city) => sum + city.districts.length, 0)).toBe(973);
    expect(response.headers["cache-control"]).toBe("private, max-age=86400");
  });

  it("is refused without a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/cities" })).statusCode).toBe(401);
  });
});
