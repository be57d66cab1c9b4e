import type { BaseRecord } from "@refinedev/core";

/** A client row as `GET /clients/:id` (and `GET /client-details/:id`'s `client`) answers it. */
export type ClientRow = BaseRecord & {
  id: number;
  full_name?: string | null;
  gsm?: string | null;
  type?: string;
  role?: string;
  accounts?: readonly Record<string, unknown>[] | null;
  /** KVKK erasure: when the person was anonymised on request (no SMS, no bride's link then). */
  erased_at?: string | null;
};
