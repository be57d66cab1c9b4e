import type { Kurus } from "../../../src/domain/money";
import type { PaytrCredentials } from "./credentials";
import { PaytrError } from "./errors";
import { hmacBase64, sameSignature } from "./token";

/** The plain-text answer PayTR waits for; anything else makes it retry. */
export const PAYTR_CALLBACK_ANSWER = "OK";

declare const verifiedBrand: unique symbol;

/** A callback whose hash matched; only verifyCallback makes one. */
export interface VerifiedPaytrCallback {
  readonly [verifiedBrand]: true;
  merchantOid: string;
  status: "success" | "failed";
  /** Amount charged, kuruş (with installment interest). */
  totalAmount: Kurus;
  /** Amount of the order, kuruş, when sent. */
  paymentAmount: Kurus | null;
  paymentType: string | null;
  currency: string | null;
  testMode: boolean;
  failedReasonCode: string | null;
  failedReasonMsg: string | null;
}

export type CallbackBody = URLSearchParams | Record<string, unknown>;

/**
 * Checks hash = base64(HMAC-SHA256(merchant_key, merchant_oid + merchant_salt + status + total_amount)).
 * A wrong or missing hash throws PaytrError "invalid_hash": the notification is refused.
 */
export function verifyCallback(body: CallbackBody, credentials: PaytrCredentials): VerifiedPaytrCallback {
  const field = (name: string): string | null => {
    const value = body instanceof URLSearchParams ? body.get(name) : body[name];
    return typeof value === "string" ? value : null;
  };
  const merchantOid = field("merchant_oid");
  const status = field("status");
  const totalAmount = field("total_amount");
  const hash = field("hash");
  if (!merchantOid || !status || !totalAmount || !hash) throw new PaytrError("invalid_hash");
  const expected = hmacBase64(credentials.merchantKey, merchantOid + credentials.merchantSalt + status + totalAmount);
  if (!sameSignature(expected, hash)) throw new PaytrError("invalid_hash");

  if (status !== "success" && status !== "failed") throw new PaytrError("invalid_input", { field: "status" });
  return {
    merchantOid,
    status,
    totalAmount: kurus(totalAmount, "total_amount"),
    paymentAmount: field("payment_amount") === null ? null : kurus(field("payment_amount") as string, "payment_amount"),
    paymentType: field("payment_type"),
    currency: field("currency"),
    testMode: field("test_mode") === "1",
    failedReasonCode: field("failed_reason_code"),
    failedReasonMsg: field("failed_reason_msg"),
  } as VerifiedPaytrCallback;
}

/** Remembers which orders were handled; back it with a unique constraint on merchant_oid. */
export interface CallbackStore {
  /** true the first time an order is marked, false when it already was. */
  markProcessed(merchantOid: string): Promise<boolean>;
}

export function createMemoryCallbackStore(): CallbackStore {
  const seen = new Set<string>();
  return {
    async markProcessed(merchantOid) {
      if (seen.has(merchantOid)) return false;
      seen.add(merchantOid);
      return true;
    },
  };
}

/**
 * Runs the handler for the first delivery of an order only; PayTR's retries just get "OK". Run it in
 * the same database transaction as the store so that a failing handler also undoes the mark and the
 * error (not "OK") makes PayTR retry.
 */
export async function processCallbackOnce(
  store: CallbackStore,
  callback: VerifiedPaytrCallback,
  handler: (callback: VerifiedPaytrCallback) => Promise<void>,
): Promise<{ answer: typeof PAYTR_CALLBACK_ANSWER; firstTime: boolean }> {
  const firstTime = await store.markProcessed(callback.merchantOid);
  if (firstTime) await handler(callback);
  return { answer: PAYTR_CALLBACK_ANSWER, firstTime };
}

function kurus(value: string, field: string): Kurus {
  if (!/^\d+$/.test(value)) throw new PaytrError("invalid_input", { field });
  return Number(value);
}
