import { useApiUrl, useCustom } from "@refinedev/core";
import type { LabelSheetAnswer } from "./label-types";

/** The labels of some products of the shop, in the order given (`GET /api/barcode-generator?ids=`, at most 100). */
export const useLabelSheet = (productIds: readonly number[], enabled = true) => {
  const apiUrl = useApiUrl();
  const ids = productIds.join(",");
  const { query, result } = useCustom<LabelSheetAnswer>({
    url: `${apiUrl}/barcode-generator`,
    method: "get",
    config: { query: { ids } },
    queryOptions: { enabled: enabled && ids !== "" },
  });
  return { sheet: query.isSuccess ? result.data : undefined, loading: query.isLoading, failed: query.isError };
};
