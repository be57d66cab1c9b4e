import { useApiUrl, useCustom } from "@refinedev/core";

export interface Branch {
  id: number;
  title: string;
}

/** `GET /api/branches`: the other companies of the caller's group, read when the send dialog opens. */
export const useBranches = (enabled: boolean) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<{ data: Branch[] }>({ url: `${apiUrl}/branches`, method: "get", queryOptions: { enabled } });
  return { branches: result.data?.data ?? [], loading: query.isLoading && enabled };
};
