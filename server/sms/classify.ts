import { SmsError } from "../integrations/sms/errors";

/**
 * What a failed send means for the message (the `sms.send` job, `server/sms/send-job.ts`):
 * - `transient`: the gateway surely did not take it and may take it later: queued again, retried with backoff;
 * - `ambiguous`: the gateway may have taken it (a timeout, a connection dropped after the request went out, an
 *   answer we cannot read): `unknown`, never sent again by itself;
 * - `permanent`: the gateway refused it (credentials, number, header): `failed`, credits refunded.
 */
export type SmsFailureKind = "transient" | "ambiguous" | "permanent";

export interface SmsFailure {
  kind: SmsFailureKind;
  /** The i18n key stored on the message (`integrations:sms.netgsm.30`, `server.sms.unknownOutcome`). */
  messageKey: string;
  /**
   * What may be logged and kept in `jobs.last_error`: the provider, the error code, the gateway's code and HTTP
   * status. Never the gateway's own words, a URL or anything else an adapter was given (Organik's key is in its path).
   */
  summary: string;
}

/** Connection failures that happen before a byte of the request left: the gateway cannot have the message. */
export const REFUSED_CONNECTION_CODES: readonly string[] = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"];

/** The providers' documented "busy, try again" codes (INTEGRATIONS.md): NetGSM 80 (sending limit), 100 and 101 (system error); İleti Merkezi 503. */
export const BUSY_CODES: Readonly<Record<string, readonly string[]>> = {
  netgsm: ["80", "100", "101"],
  iletimerkezi: ["503"],
};

export const UNKNOWN_OUTCOME_KEY = "server.sms.unknownOutcome";

/** The system error codes (`ECONNREFUSED`) anywhere in an error's cause chain, also inside an AggregateError. */
export function causeCodes(error: unknown, seen = new Set<unknown>()): string[] {
  if (typeof error !== "object" || error === null || seen.has(error)) return [];
  seen.add(error);
  const found: string[] = [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") found.push(code);
  found.push(...causeCodes(cause, seen));
  if (Array.isArray(errors)) for (const inner of errors) found.push(...causeCodes(inner, seen));
  return found;
}

function summaryOf(error: SmsError, extra?: string): string {
  const parts = [`${error.provider ?? "sms"}: ${error.code}`];
  if (error.providerCode) parts.push(`code ${error.providerCode.slice(0, 20)}`);
  if (error.httpStatus !== undefined) parts.push(`http ${error.httpStatus}`);
  if (extra) parts.push(extra);
  return parts.join(", ");
}

/** The kind of a send's failure, from the adapters' typed error (anything else: the outcome cannot be known). */
export function classifySmsFailure(error: unknown): SmsFailure {
  if (!(error instanceof SmsError)) {
    return { kind: "ambiguous", messageKey: UNKNOWN_OUTCOME_KEY, summary: `sms: unexpected ${error instanceof Error ? error.name : typeof error}` };
  }
  const status = error.httpStatus;
  if (error.code === "timeout") return { kind: "ambiguous", messageKey: UNKNOWN_OUTCOME_KEY, summary: summaryOf(error) };
  if (error.code === "network") {
    const codes = causeCodes(error.cause);
    const refused = codes.find((code) => REFUSED_CONNECTION_CODES.includes(code));
    if (refused) return { kind: "transient", messageKey: error.messageKey, summary: summaryOf(error, refused) };
    // A reset or a closed socket: the request may have reached the gateway.
    const first = codes.find((code) => /^[A-Z_]+$/.test(code));
    return { kind: "ambiguous", messageKey: UNKNOWN_OUTCOME_KEY, summary: summaryOf(error, first) };
  }
  if (status !== undefined && (status >= 500 || status === 429)) return { kind: "transient", messageKey: error.messageKey, summary: summaryOf(error) };
  if (error.code === "provider_error" && error.provider && error.providerCode && BUSY_CODES[error.provider]?.includes(error.providerCode)) {
    return { kind: "transient", messageKey: error.messageKey, summary: summaryOf(error) };
  }
  // The gateway answered success but in words we cannot read: it may well have taken the message.
  if (error.code === "invalid_response" && (status === undefined || (status >= 200 && status < 300))) {
    return { kind: "ambiguous", messageKey: UNKNOWN_OUTCOME_KEY, summary: summaryOf(error) };
  }
  return { kind: "permanent", messageKey: error.messageKey, summary: summaryOf(error) };
}
