export interface CityChoice {
  name: string;
  /** Districts when the server sends them with the city; otherwise the county is typed. */
  districts: string[];
}

const asList = (body: unknown): unknown[] | null => {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : null;
};

const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === "string" ? item : (item as { name?: unknown })?.name)).filter((name): name is string => typeof name === "string") : [];

/**
 * `GET /api/cities` as choices: a list (or `{ data: list }`) of names or of `{ name, districts | counties }`.
 * Null when the answer is not such a list, so the form keeps plain text fields.
 */
export const parseCities = (body: unknown): CityChoice[] | null => {
  const list = asList(body);
  if (!list || list.length === 0) return null;
  const cities = list
    .map((item): CityChoice | null => {
      if (typeof item === "string") return { name: item, districts: [] };
      const { name, districts, counties } = (item ?? {}) as { name?: unknown; districts?: unknown; counties?: unknown };
      return typeof name === "string" ? { name, districts: namesOf(districts ?? counties) } : null;
    })
    .filter((city): city is CityChoice => city !== null);
  return cities.length > 0 ? cities : null;
};
