import type { CrudFilters, CrudOperators, CrudSorting, Pagination } from "@refinedev/core";
import { filterParam } from "../engine/list-filters";
import type { DealerScope } from "./dealer-scope";

export interface ListQueryInput {
  pagination?: Pagination;
  filters?: CrudFilters;
  sorters?: CrudSorting;
  scope: DealerScope;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A search box sends `keyword` (contains) or refine's conventional `q`; both are the server's `keyword`. */
const isKeywordFilter = (field: string): boolean => field === "keyword" || field === "q";

/** refine's operators the API answers, under simple-rest's names: `field`, `field_in`, `field_gte`, `field_lte`. */
const parameterOf = (field: string, operator: CrudOperators): string | undefined => {
  if (operator === "eq") return field;
  if (operator === "in" || operator === "gte" || operator === "lte") return filterParam(field, operator);
  return undefined;
};

const text = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The query string of `GET /api/<name>`: page, perPage, keyword, the filters (one value, an `in` list as a comma
 * list, inclusive bounds; a period is `eq` on `<field>_period`), one sort and, for operators, the dealer scope.
 * The server accepts nothing else, so other filter shapes fail loudly.
 */
export const buildListQuery = ({ pagination, filters = [], sorters = [], scope }: ListQueryInput): URLSearchParams => {
  const query = new URLSearchParams();
  if ((pagination?.mode ?? "server") === "server") {
    query.set("page", String(pagination?.currentPage ?? 1));
    query.set("perPage", String(pagination?.pageSize ?? 15));
  }
  for (const filter of filters) {
    if (!("field" in filter)) throw new Error(`List filters "${filter.operator}" are not supported by the API`);
    if (isEmpty(filter.value)) continue;
    if (isKeywordFilter(filter.field)) {
      query.set("keyword", String(filter.value));
      continue;
    }
    const parameter = parameterOf(filter.field, filter.operator);
    if (parameter === undefined) throw new Error(`Filter operator "${filter.operator}" on "${filter.field}" is not supported by the API`);
    if (filter.operator === "in") {
      const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
      query.set(parameter, values.map(text).join(","));
    } else if (Array.isArray(filter.value)) {
      throw new Error(`Filter operator "${filter.operator}" on "${filter.field}" takes one value, not a list`);
    } else {
      query.set(parameter, text(filter.value));
    }
  }
  const [sorter] = sorters;
  if (sorter) {
    query.set("sort", sorter.field);
    query.set("order", sorter.order);
  }
  if (scope) {
    query.set("scope", "all");
    if (scope.companyId !== null) query.set("company_id", String(scope.companyId));
  }
  return query;
};
