import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";

/** The sub-categories of one product category (`GET /alt-categories/:id`); none until a category is chosen. */
export const useAltCategories = (categoryId: number | undefined) => {
  const apiUrl = useApiUrl();
  const { result } = useCustom<{ data: BaseRecord[] }>({
    url: `${apiUrl}/alt-categories/${categoryId ?? 0}`,
    method: "get",
    queryOptions: { enabled: categoryId !== undefined },
  });
  return categoryId === undefined ? [] : (result.data?.data ?? []);
};
