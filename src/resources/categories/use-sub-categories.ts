import { useApiUrl, useCustom, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useMemo } from "react";

export interface SubCategory extends BaseRecord {
  name: string;
  parent_id: BaseKey;
  parent_name: string | null;
  cannot_delete?: boolean;
}

/** `GET /api/alt-categories`: every sub-category of the shop, grouped by the id of its product category. */
export const useSubCategories = () => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<{ data: SubCategory[] }>({ url: `${apiUrl}/alt-categories`, method: "get" });
  const rows = result.data?.data;
  const byParent = useMemo(() => {
    const groups = new Map<string, SubCategory[]>();
    for (const row of rows ?? []) {
      const key = String(row.parent_id);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return groups;
  }, [rows]);
  return {
    of: (parentId: BaseKey | undefined): SubCategory[] => (parentId === undefined ? [] : (byParent.get(String(parentId)) ?? [])),
    loading: query.isLoading,
    refetch: () => query.refetch(),
  };
};
