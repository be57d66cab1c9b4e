import { listCities, listDistricts } from "../../../src/domain/turkish/cities";
import { TURKEY } from "../../../src/schemas/party-fields";
import { invalid } from "../../errors";


const districtsByCity = new Map(listCities().map(({ code, name }) => [name, new Set(listDistricts(code))]));

const given = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * In Türkiye (also when no country is given: the form's default) the city must be one of the 81 provinces
 * and the county one of that city's districts, spelt as `GET /api/cities` answers them (spec §5).
 */
export function assertPartyLocation(values: Record<string, unknown>): void {
  const { country, city, county } = values;
  if (given(country) && country !== TURKEY) return;
  if (!given(city)) {
    // A county without its city cannot be placed.
    if (given(county)) throw invalid("city", "server.validation.city");
    return;
  }
  const districts = districtsByCity.get(city);
  if (!districts) throw invalid("city", "server.validation.city");
  if (given(county) && !districts.has(county)) throw invalid("county", "server.validation.county");
}
