import { TransportError } from "../http";

export type PaytrErrorCode =
  | "timeout"
  | "network"
  | "invalid_response"
  | "failed"
  | "invalid_hash"
  | "invalid_input"
  | "missing_credentials";

const MESSAGE_KEYS: Record<PaytrErrorCode, string> = {
  timeout: "integrations:paytr.errors.timeout",
  network: "integrations:paytr.errors.network",
  invalid_response: "integrations:paytr.errors.invalidResponse",
  failed: "integrations:paytr.errors.failed",
  invalid_hash: "integrations:paytr.errors.invalidHash",
  invalid_input: "integrations:paytr.errors.invalidInput",
  missing_credentials: "integrations:paytr.errors.missingCredentials",
};

export class PaytrError extends Error {
  readonly code: PaytrErrorCode;
  /** PayTR's own explanation when it refused a request. */
  readonly reason?: string;
  readonly messageKey: string;
  readonly params: Record<string, string>;
  readonly httpStatus?: number;

  constructor(
    code: PaytrErrorCode,
    details: { reason?: string; field?: string; httpStatus?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(`paytr: ${code}${details.reason ? ` (${details.reason})` : ""}${details.field ? ` [${details.field}]` : ""}`, options);
    this.name = "PaytrError";
    this.code = code;
    this.reason = details.reason;
    this.messageKey = MESSAGE_KEYS[code];
    this.params = {
      ...(code === "failed" ? { reason: details.reason ?? "-" } : {}),
      ...(details.field ? { field: details.field } : {}),
    };
    this.httpStatus = details.httpStatus;
  }
}

export function paytrErrorFromTransport(error: unknown): PaytrError {
  if (error instanceof PaytrError) return error;
  if (error instanceof TransportError) return new PaytrError(error.kind, {}, { cause: error });
  return new PaytrError("network", { reason: String(error) }, { cause: error });
}
