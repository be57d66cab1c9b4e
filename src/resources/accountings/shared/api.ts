import { useApiUrl, useCustom, useInvalidate, useOne, type BaseRecord } from "@refinedev/core";
import type { FromSchema } from "json-schema-to-ts";
import type { accountingLines } from "../../../schemas/accounting_lines.schema";
import type { AccountingKind, accountings } from "../../../schemas/accountings.schema";

export type { AccountingKind };

/** A service line as the API answers it inside its record. */
export type AccountingLine = FromSchema<typeof accountingLines> & { id?: number };

/**
 * A record as `GET /accountings(/:id)` answers it: the schema's fields, the server's figures (paid, remaining,
 * day_closed, reversed), its version, `_can` and, on a single read, its lines.
 */
export type AccountingRow = Omit<FromSchema<typeof accountings>, "kind"> &
  BaseRecord & {
    id: number;
    kind: AccountingKind;
    version?: number;
    paid?: string;
    remaining?: string;
    day_closed?: boolean;
    reversed?: boolean;
    lines?: AccountingLine[];
    _can?: Partial<Record<"update" | "delete" | "receive" | "complete" | "reverse", boolean>>;
  };

/** The engine's list envelope. */
export interface ListEnvelope<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export const ACCOUNTINGS = "accountings";

/** One record with its lines (`GET /accountings/:id`); `id` undefined: nothing is read. */
export const useAccountingRecord = (id: number | string | undefined) => {
  const { query, result } = useOne<AccountingRow>({ resource: ACCOUNTINGS, id: id ?? "", queryOptions: { enabled: id !== undefined && id !== "" } });
  return { record: result, loading: query.isLoading && id !== undefined, error: query.error, refetch: query.refetch };
};

/** What a party (client or supplier) owes or is owed: the filter of the records that belong to it. */
export interface Party {
  client_id?: number;
  supplier_id?: number;
}

export const partyQuery = (party: Party | undefined): Record<string, number> => {
  const query: Record<string, number> = {};
  if (party?.client_id !== undefined) query.client_id = party.client_id;
  if (party?.supplier_id !== undefined) query.supplier_id = party.supplier_id;
  return query;
};

/** Records on the open side of a credit or debt: something is still to be paid. */
export const isOpen = (row: Pick<AccountingRow, "remaining">): boolean => row.remaining !== undefined && /[1-9]/.test(row.remaining) && !row.remaining.startsWith("-");

/**
 * The open credits and debts an interim payment may pay (`GET /accountings?kind_in=credit,supplier_credit,debt`),
 * of one party when given. Read by their `remaining` (a computed figure the list sorts by), largest first, so the
 * 100 read hold every open one before any paid-off one; shown by date.
 */
export const useOpenCredits = (party: Party | undefined, enabled = true) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<ListEnvelope<AccountingRow>>({
    url: `${apiUrl}/${ACCOUNTINGS}`,
    method: "get",
    config: { query: { kind_in: "credit,supplier_credit,debt", ...partyQuery(party), sort: "remaining", order: "desc", perPage: 100 } },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const rows = (result.data?.data ?? []).filter(isOpen).sort((a, b) => String(a.date).localeCompare(String(b.date)) || a.id - b.id);
  return { credits: rows, loading: query.isLoading && enabled, error: query.error };
};

/**
 * After a write: every read of the data provider is read again, custom ones too (the cards, the cash box, the
 * reports and the open credits are `useCustom` reads that a resource's invalidation would not reach).
 */
export const useInvalidateAccountings = () => {
  const invalidate = useInvalidate();
  return () => invalidate({ resource: ACCOUNTINGS, invalidates: ["all"] });
};
