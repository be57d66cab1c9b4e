import type { BaseRecord, CreateParams, DataProvider, GetListParams, GetListResponse, GetManyParams } from "@refinedev/core";
import type { ParentLink } from "../engine/children";
import type { DealerScope } from "./dealer-scope";
import type { HttpClient } from "./http-client";
import { buildListQuery } from "./list-query";
import { createPageCursors, type PageCursors } from "./page-cursors";
import { createRowCalls } from "./rest-rows";

/** The list envelope every `GET /api/<name>` answers. */
export interface ListEnvelope<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  /** False: at least `total` rows match (the server counts a search only a few pages past the asked one). */
  total_exact?: boolean;
  /** The page's first and last rows, to read a nearby page from (keyset); sent back as `cursor`. */
  cursors?: PageCursors;
  last_page: number;
  /** The list's figures (`x-resource.list.counters`), when the resource has them and the user may see them. */
  counters?: Record<string, number | string>;
  /** Rows a screen shows beside the list (the catalog's `categories` tiles and `brands`). */
  categories?: unknown[];
  brands?: unknown[];
}

/** Envelope properties handed through to the list's result besides the counters. */
const LIST_EXTRAS = ["categories", "brands"] as const;

export interface DataProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  getDealerScope: () => DealerScope;
}

/**
 * Where a list reads: `meta.parent` (a child resource under one parent) lists `/<parent>/<id>/<path>`, whose
 * path already names the parent, so a filter on the parent's field is not sent; `meta.bin` lists `/<name>/bin`.
 */
const listTarget = (apiUrl: string, resource: string, meta: GetListParams["meta"], filters: GetListParams["filters"]) => {
  const parent = meta?.parent as ParentLink | undefined;
  if (parent) {
    const own = (filters ?? []).filter((filter) => !("field" in filter && filter.field === parent.field));
    return { url: `${apiUrl}/${parent.resource}/${parent.id}/${parent.path}`, filters: own, scoped: false };
  }
  return { url: meta?.bin ? `${apiUrl}/${resource}/bin` : `${apiUrl}/${resource}`, filters, scoped: !meta?.ignoreDealerScope };
};

/**
 * simple-rest's calls (rest-rows.ts) with our differences: lists speak page/perPage and the envelope, updates are
 * PUT, `getMany` reads rows one by one (the list endpoint has no id filter), and a child created with
 * `meta.parent` is posted under its parent. getOne, deleteOne and custom (actions, restore, purge) are
 * simple-rest's as they were: the server answers the row itself.
 */
export const createDataProvider = ({ apiUrl, httpClient, getDealerScope }: DataProviderOptions): DataProvider => {
  const base = createRowCalls(apiUrl, httpClient);
  const pages = createPageCursors();
  return {
    ...base,
    getList: async <TData extends BaseRecord = BaseRecord>({ resource, pagination, filters, sorters, meta }: GetListParams) => {
      const target = listTarget(apiUrl, resource, meta, filters);
      // Shared resources (announcements) belong to no company, nor does one parent's list answer for several.
      const scope = target.scoped ? getDealerScope() : null;
      const query = buildListQuery({ pagination, filters: target.filters, sorters, scope });
      // A page near the one shown is read from that page's rows (keyset); the page number still goes along.
      const page = Number(query.get("page") ?? 1);
      query.delete("page");
      const list = `${target.url}?${query}`;
      const cursor = pages.cursorFor(list, page);
      query.set("page", String(page));
      if (cursor) query.set("cursor", cursor);
      const { data } = await httpClient.get<ListEnvelope<TData>>(`${target.url}?${query}`, { headers: meta?.headers });
      pages.remember(list, data.current_page, data.cursors);
      // The counters ride along on the response: refine hands extra properties through to useTable's result.
      const response: GetListResponse<TData> = { data: data.data, total: data.total };
      if (data.counters !== undefined) response.counters = data.counters;
      // What else a list answers for its screen (the catalog's category tiles and brands) rides along as well.
      for (const key of LIST_EXTRAS) if (data[key] !== undefined) response[key] = data[key];
      if (data.total_exact === false) response.totalExact = false;
      return response;
    },
    getMany: async <TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: GetManyParams) => {
      const rows = await Promise.all(ids.map((id) => base.getOne<TData>({ resource, id, meta })));
      return { data: rows.map((row) => row.data) };
    },
    create: async <TData extends BaseRecord = BaseRecord, TVariables = object>(params: CreateParams<TVariables>) => {
      const parent = params.meta?.parent as ParentLink | undefined;
      // A declared creating route beside the generic one (`POST /services/sizes`: one product per size).
      const createPath = params.meta?.createPath as string | undefined;
      if (createPath !== undefined && !parent) {
        const { data } = await httpClient.post<TData>(`${apiUrl}/${params.resource}/${createPath}`, params.variables, { headers: params.meta?.headers });
        return { data };
      }
      if (!parent) return base.create<TData, TVariables>(params);
      const { [parent.field]: _parent, ...values } = params.variables as Record<string, unknown>;
      const { data } = await httpClient.post<TData>(`${apiUrl}/${parent.resource}/${parent.id}/${parent.path}`, values, { headers: params.meta?.headers });
      return { data };
    },
    update: (params) => base.update({ ...params, meta: { method: "put", ...params.meta } }),
  };
};
