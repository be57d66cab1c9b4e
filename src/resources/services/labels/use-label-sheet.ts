import { useApiUrl, useCustom } from "@refinedev/core";
import type { LabelSheetAnswer } from "./label-types";

/**
 * The labels of some products of the shop, in the order given (`GET /api/barcode-generator?ids=`, at most 100), or
 * the sheet another route answers in that shape (`sheetPath`: an upcoming product's `newservices/:id/barcode-label`).
 */
export const useLabelSheet = (productIds: readonly number[], enabled = true, sheetPath?: string) => {
  const apiUrl = useApiUrl();
  const ids = productIds.join(",");
  const { query, result } = useCustom<LabelSheetAnswer>({
    url: `${apiUrl}/${sheetPath ?? "barcode-generator"}`,
    method: "get",
    config: sheetPath ? {} : { query: { ids } },
    queryOptions: { enabled: enabled && (sheetPath !== undefined || ids !== "") },
  });
  return { sheet: query.isSuccess ? result.data : undefined, loading: query.isLoading, failed: query.isError };
};
