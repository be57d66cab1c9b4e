import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { allFlags } from "../../domain/permissions";
import { rowCan } from "../../domain/row-rules";
import { listCities, listDistricts } from "../../domain/turkish/cities";
import type { ParentLink } from "../children";
import type { ResourceSchema } from "../types";
import { sampleActions } from "./sample.rows";

type Rows = Record<string, BaseRecord[]>;
/** What a declared action changes on its row, given the body its form sent; it may throw the server's refusal (a 422). */
type ActionHandlers = Record<string, Record<string, (row: BaseRecord, body: Record<string, unknown>) => BaseRecord>>;

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

/** The fixtures' user holds every flag and the rows are their company's. */
const caller = { companyId: 0, userId: 0, roles: ["user" as const], first_user: true, permissions: allFlags(true) };

const notFound = () => ({ statusCode: 404, message: "Not found" });

/** The server's answer to a change based on an older version (locales/tr/server.json `staleVersion`). */
export const STALE_VERSION = "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip değişikliklerinizi tekrar yapınız.";

/**
 * An in-memory API for stories and component tests: keyword search over x-resource.list.search,
 * equality filters, one sort, paging, and every list request recorded. The second step's vocabulary too:
 * `_can` from the row rules, versions (a stale one is a 409), a bin (`deleted_at`) with restore and purge,
 * declared actions (`actions`), and children added under their parent.
 */
export const createMemoryDataProvider = (schemas: readonly ResourceSchema[], seed: Rows, actions: ActionHandlers = sampleActions) => {
  const rows: Rows = structuredClone(seed);
  const listRequests: ListRequest[] = [];
  let nextId = 1 + Math.max(0, ...Object.values(rows).flat().map((row) => Number(row.id) || 0));

  const schemaOf = (resource: string) => schemas.find((schema) => schema.$id === resource);
  const table = (resource: string): BaseRecord[] => (rows[resource] ??= []);
  const binned = (row: BaseRecord) => row.deleted_at !== undefined && row.deleted_at !== null;

  /** A row as the server answers it: with `_can` where the resource declares rules or actions. */
  const answer = (resource: string, row: BaseRecord): BaseRecord => {
    const meta = schemaOf(resource)?.["x-resource"];
    if (!meta?.rules && !meta?.actions) return row;
    return { ...row, _can: rowCan(row, caller, { ...meta.rules, actions: meta.actions }) };
  };

  const envelope = (resource: string, page: number, perPage: number, filters: CrudFilter[], bin: boolean, sort?: { field: string; order: string }): Envelope => {
    const search = schemaOf(resource)?.["x-resource"].list.search ?? [];
    let found = table(resource).filter((row) => binned(row) === bin);
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
      data: found.slice((page - 1) * perPage, page * perPage).map((row) => answer(resource, row)),
      current_page: page,
      per_page: perPage,
      total: found.length,
      last_page: Math.max(1, Math.ceil(found.length / perPage)),
    };
  };

  const find = (resource: string, id: unknown, options: { binned?: boolean } = {}): BaseRecord => {
    const row = table(resource).find((candidate) => String(candidate.id) === String(id));
    if (!row || binned(row) !== (options.binned ?? false)) throw notFound();
    return row;
  };

  /** A declared action called on the spec's own path (`alias`, e.g. `complete-gizmo/:id`) with its verb. */
  const aliasRoute = (url: string, method: string): [string, string, string] | undefined => {
    for (const schema of schemas) {
      for (const [operation, declared] of Object.entries(schema["x-resource"].actions ?? {})) {
        if (!declared.alias || method !== (declared.method ?? "POST").toLowerCase()) continue;
        const match = new RegExp(`/api/${declared.alias.replace(":id", "([^/]+)")}$`).exec(url);
        if (match) return [schema.$id, match[1], operation];
      }
    }
    return undefined;
  };

  /** `POST /<name>/:id/restore`, `DELETE /<name>/:id/purge` and `POST /<name>/:id/<action>` (or the action's alias). */
  const rowRoute = (url: string, method: string, body: Record<string, unknown>): BaseRecord | undefined => {
    const alias = aliasRoute(url, method);
    const match = alias ? [url, ...alias] : /\/api\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url);
    if (!match) return undefined;
    const [, resource, id, operation] = match;
    if (operation === "restore" && method === "post") {
      const row = find(resource, id, { binned: true });
      delete row.deleted_at;
      return answer(resource, row);
    }
    if (operation === "purge" && method === "delete") {
      const row = find(resource, id, { binned: true });
      rows[resource] = table(resource).filter((candidate) => candidate !== row);
      return { message: "Kayıt kalıcı olarak silindi." };
    }
    const run = actions[resource]?.[operation];
    if (!run || (method !== "post" && !alias)) return undefined;
    const row = find(resource, id);
    if (answer(resource, row)._can?.[operation] !== true) throw { statusCode: 403, message: "Bu işlem için yetkiniz yok." };
    return answer(resource, Object.assign(row, run(row, body)));
  };

  const dataProvider: DataProvider = {
    getApiUrl: () => "/api",
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const page = pagination?.currentPage ?? 1;
      const perPage = pagination?.pageSize ?? 15;
      listRequests.push({ resource, page, perPage, filters: filters ?? [], meta: meta ?? {} });
      const { data, total } = envelope(resource, page, perPage, filters ?? [], meta?.bin === true, sorters?.[0]);
      return { data: data as never[], total };
    },
    getOne: async ({ resource, id }) => ({ data: answer(resource, find(resource, id)) as never }),
    getMany: async ({ resource, ids }) => ({ data: ids.map((id) => answer(resource, find(resource, id))) as never[] }),
    create: async ({ resource, variables, meta }) => {
      // A child added under its parent takes the parent's id from the path.
      const parent = meta?.parent as ParentLink | undefined;
      const row = { ...(variables as BaseRecord), ...(parent ? { [parent.field]: parent.id } : {}), id: nextId++, created_at: new Date().toISOString() };
      table(resource).push(row);
      return { data: answer(resource, row) as never };
    },
    update: async ({ resource, id, variables }) => {
      const row = find(resource, id);
      const { version, ...values } = variables as BaseRecord;
      // Rows that carry a version refuse a change based on another one, as the server does.
      if (row.version !== undefined && version !== undefined && version !== row.version) throw { statusCode: 409, message: STALE_VERSION };
      Object.assign(row, values, row.version === undefined ? {} : { version: Number(row.version) + 1 });
      return { data: answer(resource, row) as never };
    },
    deleteOne: async ({ resource, id }) => {
      const row = find(resource, id);
      if (schemaOf(resource)?.["x-resource"].softDelete) row.deleted_at = new Date().toISOString();
      else rows[resource] = table(resource).filter((candidate) => candidate !== row);
      return { data: row as never };
    },
    // The city and county pickers' `GET /api/cities`, every sub-category with its parent's name (`GET
    // /api/alt-categories`), and the row routes of the bin and the actions.
    custom: async ({ url, method, payload }) => {
      if (url.endsWith("/cities")) {
        const cities = listCities().map(({ code, name }) => ({ code, name, districts: listDistricts(code) }));
        return { data: { data: cities } as never };
      }
      if (url.endsWith("/alt-categories")) {
        const names = new Map(table("categories").map((row) => [row.id, row.name]));
        const subCategories = table("categories").filter((row) => row.type === "product-alt-categories" && !binned(row));
        return { data: { data: subCategories.map((row) => ({ ...answer("categories", row), parent_name: names.get(row.parent_id) ?? null })) } as never };
      }
      const answered = rowRoute(url, method, (payload ?? {}) as Record<string, unknown>);
      if (!answered) throw notFound();
      return { data: answered as never };
    },
  };
  return { dataProvider, listRequests, rows };
};
