import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";

/** A party's figures as the details routes answer them: decimal text ("1500.00"), never a float. */
export type PartyCardValues = Record<string, string>;

export interface PartyDetailsAnswer<Row extends BaseRecord> {
  row?: Row;
  cards?: PartyCardValues;
  loading: boolean;
  /** The party is gone (404) or another shop's. */
  notFound: boolean;
  failed: boolean;
  refetch: () => void;
}

/**
 * `GET /client-details/:id` (`{ client, cards }`) or `GET /supplier-details/:id` (`{ supplier, cards? }`): the row as
 * its own GET answers it and the cards computed from the records (absent for a supplier without homepage_permission).
 */
export const usePartyDetails = <Row extends BaseRecord>(kind: "client" | "supplier", id: string | undefined): PartyDetailsAnswer<Row> => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<Record<string, unknown>>({
    url: `${apiUrl}/${kind}-details/${id}`,
    method: "get",
    queryOptions: { enabled: id !== undefined, retry: false },
    errorNotification: false,
  });
  const data = query.isSuccess ? result.data : undefined;
  const status = (query.error as { statusCode?: number } | null)?.statusCode;
  return {
    row: data?.[kind] as Row | undefined,
    cards: data?.cards as PartyCardValues | undefined,
    loading: query.isLoading,
    notFound: status === 404 || id === undefined,
    failed: query.isError,
    refetch: () => void query.refetch(),
  };
};
