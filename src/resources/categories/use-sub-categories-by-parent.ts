import { useApiUrl, useCustom, useKeys, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useMemo } from "react";

const RESOURCE = "categories";

/**
 * Every sub-category of the company in one request (`GET /alt-categories`, the whole list, not a page), grouped
 * by parent id, so the tab does not ask once per product category. Its query sits under the categories'
 * list key, so adding or deleting a category through the generic parts refreshes it too.
 */
export const useSubCategoriesByParent = () => {
  const apiUrl = useApiUrl();
  const { keys } = useKeys();
  const { query, result } = useCustom<{ data: BaseRecord[] }>({
    url: `${apiUrl}/alt-categories`,
    method: "get",
    queryOptions: { queryKey: keys().data().resource(RESOURCE).action("list").params({ route: "alt-categories" }).get() },
  });
  const rows = result.data?.data;
  const byParent = useMemo(() => {
    const groups = new Map<string, BaseRecord[]>();
    for (const row of rows ?? []) groups.set(String(row.parent_id), [...(groups.get(String(row.parent_id)) ?? []), row]);
    return groups;
  }, [rows]);
  return { of: (parentId: BaseKey) => byParent.get(String(parentId)) ?? [], loading: query.isLoading };
};
