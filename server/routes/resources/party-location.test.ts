import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaByName } from "../../../src/schemas";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { referencesFor } from "../../suites/helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, sampleBody, type Actor } from "../../test/fixtures";
import { assertPartyLocation } from "./party-location";

describe("assertPartyLocation", () => {
  it("accepts a province and one of its districts, in Türkiye or with no country", () => {
    expect(() => assertPartyLocation({ country: "Türkiye", city: "İstanbul", county: "Kadıköy" })).not.toThrow();
    expect(() => assertPartyLocation({ city: "Ankara", county: "Çankaya" })).not.toThrow();
    expect(() => assertPartyLocation({ country: null, city: "Ankara" })).not.toThrow();
    expect(() => assertPartyLocation({ country: "Türkiye" })).not.toThrow();
  });

  it("refuses an unknown city, a county of another city, and a county without a city", () => {
    expect(() => assertPartyLocation({ country: "Türkiye", city: "Gotham" })).toThrow();
    expect(() => assertPartyLocation({ city: "İstanbul", county: "Çankaya" })).toThrow();
    expect(() => assertPartyLocation({ county: "Kadıköy" })).toThrow();
    // Spelt as the list spells it: the picker sends exactly that.
    expect(() => assertPartyLocation({ city: "istanbul" })).toThrow();
  });

  it("leaves city and county free outside Türkiye", () => {
    expect(() => assertPartyLocation({ country: "Almanya", city: "Berlin", county: "Mitte" })).not.toThrow();
  });
});

describe("city and county of clients and suppliers over HTTP", () => {
  let t: TestApp;
  let actor: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    actor = await createActor(t.database.db);
  });
  afterAll(() => t.close());

  const bodyFor = async (name: string, values: Record<string, unknown>) => {
    const schema = schemaByName(name) as ResourceSchema;
    return { ...sampleBody(schema, 1, await referencesFor(t.app, actor, schema)), ...values };
  };
  const post = async (name: string, values: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `/api/${name}`, headers: actor.headers, payload: await bodyFor(name, values) });

  it.each(["clients", "suppliers"])("%s: a real city and county are saved; a wrong one is a 422 on its field", async (name) => {
    const saved = await post(name, { country: "Türkiye", city: "İzmir", county: "Bornova" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ city: "İzmir", county: "Bornova" });

    const badCity = await post(name, { country: "Türkiye", city: "Atlantis", county: "Bornova" });
    expect(badCity.statusCode).toBe(422);
    expect(badCity.json().errors).toEqual({ city: ["Geçerli bir il seçiniz."] });

    const badCounty = await post(name, { country: "Türkiye", city: "İzmir", county: "Kadıköy" });
    expect(badCounty.statusCode).toBe(422);
    expect(badCounty.json().errors).toEqual({ county: ["Seçilen ile ait bir ilçe seçiniz."] });
  });

  it.each(["clients", "suppliers"])("%s: a website is an http(s) address, stored with its scheme", async (name) => {
    const saved = await post(name, { website: "prenses.com.tr" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ website: "https://prenses.com.tr" });
    const refused = await post(name, { website: "prenses" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ website: ["Geçerli bir web adresi giriniz (örneğin https://magazam.com.tr)."] });
  });

  it("checks a PUT too, also when the country is left out (Türkiye by default)", async () => {
    const created = (await post("clients", { country: "Almanya", city: "Köln", county: "Ehrenfeld" })).json();
    expect(created).toMatchObject({ country: "Almanya", city: "Köln" });
    const { country: _country, ...withoutCountry } = await bodyFor("clients", { city: "Köln", county: "Ehrenfeld" });
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/clients/${created.id}`,
      headers: { ...actor.headers, "accept-language": "de" },
      payload: withoutCountry,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ city: ["Bitte wählen Sie eine gültige Provinz."] });
  });
});
