import type { FastifyInstance } from "fastify";
import { listCities, listDistricts } from "../../src/domain/turkish/cities";

export interface CityWithDistricts {
  /** Plate code, two digits. */
  code: string;
  name: string;
  /** In Turkish alphabetical order. */
  districts: string[];
}

const collator = new Intl.Collator("tr");

/** The 81 provinces in Turkish alphabetical order (Iğdır before İstanbul), each with its districts. */
export function citiesWithDistricts(): CityWithDistricts[] {
  return listCities()
    .map(({ code, name }) => ({ code, name, districts: listDistricts(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The data never changes while the server runs: built once, and browsers may keep it for a day. */
const ONE_DAY_SECONDS = 86_400;

const citiesResponseSchema = {
  type: "object",
  properties: {
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          code: { type: "string" },
          name: { type: "string" },
          districts: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
} as const;

/** GET /cities: Turkey's provinces and districts for the city and county pickers (spec §5, §7 "GET cities"). */
export default async function cityRoutes(app: FastifyInstance) {
  const body = { data: citiesWithDistricts() };
  app.get("/cities", { schema: { tags: ["cities"], response: { 200: citiesResponseSchema } } }, async (_request, reply) => {
    // Only signed-in users reach this (the auth plugin), so shared caches must not keep it.
    reply.header("Cache-Control", `private, max-age=${ONE_DAY_SECONDS}`);
    return body;
  });
}
