import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { listCities, listDistricts } from "../../domain/turkish/cities";
import type { ResourceSchema } from "../types";

type Rows = Record<string, BaseRecord[]>;

/** The API's list envelope (ARCHITECTURE.md): the memory provider answers through it like the real one. */
interface Envelope {
  data: BaseRecord[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ListRequest {
  resource: string;
  page: number;
  perPage: number;
  filters: CrudFilter[];
  /** What the page passed along, e.g. the dealer scope key or ignoreDealerScope. */
  meta: Record<string, unknown>;
}

const fieldFilters = (filters: CrudFilter[] | undefined) =>
  (filters ?? []).flatMap((filter) => ("field" in filter && filter.value !== undefined && filter.value !== "" ? [filter] : []));

/**
 * An in-memory API for stories and component tests: keyword search over x-resource.list.search,
 * equality filters, one sort, paging, and every list request recorded.
 */
export const createMemoryDataProvider = (schemas: readonly ResourceSchema[], seed: Rows) => {
  const rows: Rows = structuredClone(seed);
  const listRequests: ListRequest[] = [];
  let nextId = 1 + Math.max(0, ...Object.values(rows).flat().map((row) => Number(row.id) || 0));

  const table = (resource: string): BaseRecord[] => (rows[resource] ??= []);

  const envelope = (resource: string, page: number, perPage: number, filters: CrudFilter[], sort?: { field: string; order: string }): Envelope => {
    const search = schemas.find((schema) => schema.$id === resource)?.["x-resource"].list.search ?? [];
    let found = table(resource);
    for (const filter of fieldFilters(filters)) {
      if (!("field" in filter)) continue;
      if (filter.field === "keyword") {
        const needle = String(filter.value).toLocaleLowerCase("tr");
        found = found.filter((row) => search.some((field) => String(row[field] ?? "").toLocaleLowerCase("tr").includes(needle)));
      } else {
        found = found.filter((row) => String(row[filter.field]) === String(filter.value));
      }
    }
    if (sort) {
      const direction = sort.order === "asc" ? 1 : -1;
      found = [...found].sort((a, b) => (String(a[sort.field]) < String(b[sort.field]) ? -direction : direction));
    }
    return {
      data: found.slice((page - 1) * perPage, page * perPage),
      current_page: page,
      per_page: perPage,
      total: found.length,
      last_page: Math.max(1, Math.ceil(found.length / perPage)),
    };
  };

  const find = (resource: string, id: unknown): BaseRecord => {
    const row = table(resource).find((candidate) => String(candidate.id) === String(id));
    if (!row) throw { statusCode: 404, message: "Not found" };
    return row;
  };

  const dataProvider: DataProvider = {
    getApiUrl: () => "/api",
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const page = pagination?.currentPage ?? 1;
      const perPage = pagination?.pageSize ?? 15;
      listRequests.push({ resource, page, perPage, filters: filters ?? [], meta: meta ?? {} });
      const { data, total } = envelope(resource, page, perPage, filters ?? [], sorters?.[0]);
      return { data: data as never[], total };
    },
    getOne: async ({ resource, id }) => ({ data: find(resource, id) as never }),
    getMany: async ({ resource, ids }) => ({ data: ids.map((id) => find(resource, id)) as never[] }),
    create: async ({ resource, variables }) => {
      const row = { ...(variables as BaseRecord), id: nextId++, created_at: new Date().toISOString() };
      table(resource).push(row);
      return { data: row as never };
    },
    update: async ({ resource, id, variables }) => {
      const row = Object.assign(find(resource, id), variables);
      return { data: row as never };
    },
    deleteOne: async ({ resource, id }) => {
      const row = find(resource, id);
      rows[resource] = table(resource).filter((candidate) => candidate !== row);
      return { data: row as never };
    },
    // The one custom endpoint the generated forms read: the city and county pickers' `GET /api/cities`.
    custom: async ({ url }) => {
      if (!url.endsWith("/cities")) throw { statusCode: 404, message: "Not found" };
      const cities = listCities().map(({ code, name }) => ({ code, name, districts: listDistricts(code) }));
      return { data: { data: cities } as never };
    },
  };
  return { dataProvider, listRequests, rows };
};
