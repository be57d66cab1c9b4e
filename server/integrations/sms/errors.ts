import type { SmsProviderName } from "../../../src/domain/turkish";
import { TransportError } from "../http";

export type SmsErrorCode =
  | "timeout"
  | "network"
  | "invalid_response"
  | "missing_credentials"
  | "unknown_provider"
  | "empty_message"
  | "invalid_recipient"
  | "no_valid_recipients"
  | "provider_error";

/** i18n keys live in locales/<lng>/integrations.json; the prefix selects that namespace. */
export const INTEGRATIONS_NAMESPACE = "integrations";

const GENERIC_KEYS: Record<Exclude<SmsErrorCode, "provider_error">, string> = {
  timeout: "sms.errors.timeout",
  network: "sms.errors.network",
  invalid_response: "sms.errors.invalidResponse",
  missing_credentials: "sms.errors.missingCredentials",
  unknown_provider: "sms.errors.unknownProvider",
  empty_message: "sms.errors.emptyMessage",
  invalid_recipient: "sms.errors.invalidRecipient",
  no_valid_recipients: "sms.errors.noValidRecipients",
};

/** Every error code the providers document (INTEGRATIONS.md), each with its own message. */
export const DOCUMENTED_PROVIDER_CODES: Partial<Record<SmsProviderName, readonly string[]>> = {
  netgsm: ["20", "30", "40", "50", "51", "70", "80", "85", "100", "101"],
  iletimerkezi: ["400", "401", "402", "422", "450", "451", "452", "453", "454", "457", "460", "503"],
};

export interface SmsErrorDetails {
  provider?: SmsProviderName;
  providerCode?: string;
  httpStatus?: number;
  /** The provider's own words, kept for logs and for messages that quote them. */
  detail?: string;
  params?: Record<string, string>;
  /** The code means something else on this call than the documented send codes: use the generic message. */
  undocumented?: boolean;
}

export class SmsError extends Error {
  readonly code: SmsErrorCode;
  /** Namespaced i18n key, e.g. "integrations:sms.netgsm.30". */
  readonly messageKey: string;
  readonly params: Record<string, string>;
  readonly provider?: SmsProviderName;
  readonly providerCode?: string;
  readonly httpStatus?: number;

  constructor(code: SmsErrorCode, details: SmsErrorDetails = {}, options?: { cause?: unknown }) {
    const key = messageKeyFor(code, details.provider, details.undocumented ? undefined : details.providerCode);
    super(`${details.provider ?? "sms"}: ${code}${details.providerCode ? ` ${details.providerCode}` : ""}${details.detail ? ` (${details.detail})` : ""}`, options);
    this.name = "SmsError";
    this.code = code;
    this.messageKey = `${INTEGRATIONS_NAMESPACE}:${key}`;
    this.params = { ...details.params, ...(details.detail ? { detail: details.detail } : {}) };
    this.provider = details.provider;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
  }
}

function messageKeyFor(code: SmsErrorCode, provider?: SmsProviderName, providerCode?: string): string {
  if (code !== "provider_error") return GENERIC_KEYS[code];
  if (provider && providerCode && DOCUMENTED_PROVIDER_CODES[provider]?.includes(providerCode)) {
    return `sms.${provider}.${providerCode}`;
  }
  return "sms.errors.providerRejected";
}

export function smsErrorFromTransport(error: unknown, provider: SmsProviderName): SmsError {
  if (error instanceof SmsError) return error;
  if (error instanceof TransportError) return new SmsError(error.kind, { provider }, { cause: error });
  return new SmsError("network", { provider, detail: String(error) }, { cause: error });
}
