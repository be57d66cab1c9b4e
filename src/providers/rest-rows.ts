import type { BaseRecord, CreateParams, CustomParams, DataProvider, DeleteOneParams, GetOneParams, UpdateParams } from "@refinedev/core";
import type { HttpClient } from "./http-client";

type ReadMethod = "get" | "delete";
type WriteMethod = "post" | "put" | "patch";

/**
 * The row calls of refine's simple-rest (`@refinedev/simple-rest`, whose axios the app no longer loads), on our
 * HttpClient: `GET|DELETE /<name>/:id`, `POST /<name>`, `PATCH /<name>/:id` (data.ts makes updates PUT), each
 * honouring `meta.method` and `meta.headers`, and `custom` for actions, restore, purge and settings calls. The
 * lists are data.ts's own. Custom filters and sorters are refused: no caller sends them, and simple-rest's
 * `_sort`/`q` dialect is not the API's.
 */
export const createRowCalls = (apiUrl: string, httpClient: HttpClient): Omit<DataProvider, "getList"> => ({
  getOne: async <TData extends BaseRecord = BaseRecord>({ resource, id, meta }: GetOneParams) => {
    const method: ReadMethod = meta?.method ?? "get";
    const { data } = await httpClient[method]<TData>(`${apiUrl}/${resource}/${id}`, { headers: meta?.headers });
    return { data };
  },
  create: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, variables, meta }: CreateParams<TVariables>) => {
    const method: WriteMethod = meta?.method ?? "post";
    const { data } = await httpClient[method]<TData>(`${apiUrl}/${resource}`, variables, { headers: meta?.headers });
    return { data };
  },
  update: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables, meta }: UpdateParams<TVariables>) => {
    const method: WriteMethod = meta?.method ?? "patch";
    const { data } = await httpClient[method]<TData>(`${apiUrl}/${resource}/${id}`, variables, { headers: meta?.headers });
    return { data };
  },
  deleteOne: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables, meta }: DeleteOneParams<TVariables>) => {
    const { data } = await httpClient.delete<TData>(`${apiUrl}/${resource}/${id}`, { data: variables, headers: meta?.headers });
    return { data };
  },
  getApiUrl: () => apiUrl,
  custom: async <TData extends BaseRecord = BaseRecord>({ url, method, filters, sorters, payload, query, headers }: CustomParams) => {
    if (filters?.length || sorters?.length) throw new Error(`custom ${method.toUpperCase()} ${url}: filters and sorters are not supported`);
    switch (method) {
      case "post":
      case "put":
      case "patch":
        return { data: (await httpClient[method]<TData>(url, payload, { headers })).data };
      case "delete":
        return { data: (await httpClient.delete<TData>(url, { data: payload, headers })).data };
      default: {
        const search = query ? new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString() : "";
        return { data: (await httpClient.get<TData>(search ? `${url}?${search}` : url, { headers })).data };
      }
    }
  },
});
