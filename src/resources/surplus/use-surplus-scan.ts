import { useApiUrl, useCustom, useCustomMutation, type BaseRecord } from "@refinedev/core";
import { useState } from "react";

export interface ScanLine extends BaseRecord {
  barcode: string;
  matched: boolean;
  name: string | null;
}

interface PageOf<T> {
  data: T[];
  total: number;
  current_page: number;
}

export interface ScanAnswer extends PageOf<ScanLine> {
  counts: { scanned: number; matched: number; unmatched: number; missing: number };
  missing: PageOf<BaseRecord>;
}

export const SCAN_PAGE_SIZE = 10;

/**
 * The scan held against the shop's products (`POST /api/surplusproducts?page=n`): read again whenever the checked
 * barcodes, the dealer or a page change. `barcodes` null: nothing checked yet.
 */
export const useSurplusScan = (barcodes: string[] | null, companyId: number | undefined) => {
  const apiUrl = useApiUrl();
  const [page, setPage] = useState(1);
  const [missingPage, setMissingPage] = useState(1);
  const { query, result } = useCustom<ScanAnswer>({
    url: `${apiUrl}/surplusproducts`,
    method: "post",
    config: { query: { page, missingPage, perPage: SCAN_PAGE_SIZE }, payload: { ...(companyId === undefined ? {} : { company_id: companyId }), barcodes: barcodes ?? [] } },
    queryOptions: { enabled: barcodes !== null },
    errorNotification: false,
  });
  const answer = barcodes !== null && query.isSuccess ? result.data : undefined;
  return { answer, loading: query.isFetching, error: query.error, page, setPage, missingPage, setMissingPage };
};

/** `POST /api/deleteallsurpluses`: the barcodes that stay (the matched ones), with the server's message. */
export const useDeleteSurpluses = () => {
  const apiUrl = useApiUrl();
  const { mutate, mutation } = useCustomMutation<{ barcodes: string[]; message: string }>();
  const deleteSurpluses = (barcodes: string[], companyId: number | undefined, onDone: (kept: string[]) => void) =>
    mutate(
      {
        url: `${apiUrl}/deleteallsurpluses`,
        method: "post",
        values: { ...(companyId === undefined ? {} : { company_id: companyId }), barcodes },
        successNotification: (answer) => ({ type: "success", message: String(answer?.data?.message ?? "") }),
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      },
      { onSuccess: (answer) => onDone(answer.data.barcodes) },
    );
  return { deleteSurpluses, deleting: mutation.isPending };
};
