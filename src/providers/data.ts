import type { BaseRecord, DataProvider, GetListParams, GetListResponse, GetManyParams } from "@refinedev/core";
import simpleRestDataProvider from "@refinedev/simple-rest";
import type { DealerScope } from "./dealer-scope";
import type { HttpClient } from "./http-client";
import { buildListQuery } from "./list-query";

/** The list envelope every `GET /api/<name>` answers. */
export interface ListEnvelope<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** The list's figures (`x-resource.list.counters`), when the resource has them and the user may see them. */
  counters?: Record<string, number | string>;
}

export interface DataProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  getDealerScope: () => DealerScope;
}

/**
 * simple-rest with our differences: lists speak page/perPage and the envelope, updates are PUT,
 * and `getMany` reads rows one by one (the list endpoint has no id filter). getOne, create,
 * deleteOne and custom are simple-rest's own: the server answers the row itself.
 */
export const createDataProvider = ({ apiUrl, httpClient, getDealerScope }: DataProviderOptions): DataProvider => {
  const base = simpleRestDataProvider(apiUrl, httpClient);
  return {
    ...base,
    getList: async <TData extends BaseRecord = BaseRecord>({ resource, pagination, filters, sorters, meta }: GetListParams) => {
      // Shared resources (announcements) belong to no company: the dealer scope does not apply to them.
      const scope = meta?.ignoreDealerScope ? null : getDealerScope();
      const query = buildListQuery({ pagination, filters, sorters, scope });
      const { data } = await httpClient.get<ListEnvelope<TData>>(`${apiUrl}/${resource}?${query}`, { headers: meta?.headers });
      // The counters ride along on the response: refine hands extra properties through to useTable's result.
      const response: GetListResponse<TData> = { data: data.data, total: data.total };
      if (data.counters !== undefined) response.counters = data.counters;
      return response;
    },
    getMany: async <TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: GetManyParams) => {
      const rows = await Promise.all(ids.map((id) => base.getOne<TData>({ resource, id, meta })));
      return { data: rows.map((row) => row.data) };
    },
    update: (params) => base.update({ ...params, meta: { method: "put", ...params.meta } }),
  };
};
