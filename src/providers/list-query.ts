import type { CrudFilters, CrudSorting, Pagination } from "@refinedev/core";
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

/**
 * The query string of `GET /api/<name>`: page, perPage, keyword, equality filters, one sort and,
 * for operators, the dealer scope. The server accepts nothing else, so other filter shapes fail loudly.
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
    if (filter.operator !== "eq" && filter.operator !== "in") {
      throw new Error(`Filter operator "${filter.operator}" on "${filter.field}" is not supported by the API`);
    }
    const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
    for (const value of values) query.append(filter.field, String(value));
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
