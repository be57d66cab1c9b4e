import type { FastifyRequest } from "fastify";
import { DEFAULT_SHOP_TIME_ZONE, tailorPeriodRange } from "../../src/domain/periods";
import { filterParam, offersIn, offersPeriod, rangeKindOf, type FilterPeriod } from "../../src/engine/list-filters";
import type { ResourceSchema } from "../../src/schemas/resource";
import type { Db } from "../db/client";
import type { ListQuery, RangeFilter } from "../data/resource-repository";
import { ownCompanyRepository } from "../data/own-company";
import type { TenantScope } from "../data/scope";

/**
 * `field_in=a,b,c` arrives as text (or as several values when the key repeats): split into a list before
 * validation, so Ajv checks and coerces every value like the field itself.
 */
export function splitInLists(schema: ResourceSchema) {
  const lists = (schema["x-resource"].list.filters ?? []).filter((field) => offersIn(schema.properties[field])).map((field) => filterParam(field, "in"));
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    for (const key of lists) {
      const value = query[key];
      if (value === undefined) continue;
      query[key] = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(","));
    }
  };
}

/** The company's own clock: a period means its days, wherever the server runs. */
export async function companyTimeZone(db: Db, scope: Pick<TenantScope, "companyId">): Promise<string> {
  return (await ownCompanyRepository(db, scope).get())?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
}

/**
 * A validated list query's filter parameters as the repository's conditions: equality and `in` lists per field,
 * inclusive bounds, and a period as whole days of the company's time zone (`timeZone` is read only when asked).
 */
export async function listFiltersFrom(
  schema: ResourceSchema,
  query: Record<string, unknown>,
  timeZone: () => Promise<string>,
  now = new Date(),
): Promise<Pick<ListQuery, "filters" | "ranges">> {
  const filters: Record<string, unknown> = {};
  const ranges: Record<string, RangeFilter> = {};
  let zone: string | undefined;
  for (const field of schema["x-resource"].list.filters ?? []) {
    const property = schema.properties[field];
    const equal = query[field];
    const list = offersIn(property) ? (query[filterParam(field, "in")] as unknown[] | undefined) : undefined;
    // Both given: the one value, if the list holds it (an empty list matches nothing).
    if (list !== undefined) filters[field] = equal === undefined ? list : list.filter((value) => value === equal);
    else if (equal !== undefined) filters[field] = equal;

    const range: RangeFilter = {};
    if (rangeKindOf(property)) {
      range.gte = query[filterParam(field, "gte")];
      range.lte = query[filterParam(field, "lte")];
    }
    const period = offersPeriod(property) ? (query[filterParam(field, "period")] as FilterPeriod | undefined) : undefined;
    if (period !== undefined) {
      zone ??= await timeZone();
      const days = tailorPeriodRange(period, { now, timeZone: zone })!;
      range.days = { ...days, timeZone: zone };
    }
    if (range.gte !== undefined || range.lte !== undefined || range.days !== undefined) ranges[field] = range;
  }
  return { filters, ranges };
}
