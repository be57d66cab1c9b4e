import {
  DEFAULT_SMS_PROVIDER,
  SMS_PROVIDER_CREDENTIALS,
  isSmsProviderName,
  type SmsCredentialField,
  type SmsProviderName,
} from "../../../src/domain/turkish";
import { resolveHttpOptions, trimTrailingSlash, type FetchLike } from "../http";
import type { AdapterConfig } from "./adapterConfig";
import { BULUTFON_BASE_URL, createBulutfonProvider } from "./bulutfon";
import { SmsError } from "./errors";
import { ILETIMERKEZI_BASE_URL, createIletimerkeziProvider } from "./iletimerkezi";
import { NETGSM_BASE_URL, createNetgsmProvider } from "./netgsm";
import { ORGANIK_BASE_URL, createOrganikProvider } from "./organik";
import type { SmsProvider } from "./types";

export const SMS_BASE_URLS: Record<SmsProviderName, string> = {
  netgsm: NETGSM_BASE_URL,
  iletimerkezi: ILETIMERKEZI_BASE_URL,
  bulutfon: BULUTFON_BASE_URL,
  organik: ORGANIK_BASE_URL,
};

/** A company's SMS settings as stored (spec §3). */
export interface SmsSettings {
  provider?: string | null;
  /** Sender header. */
  title?: string | null;
  api_key?: string | null;
  api_secret?: string | null;
  username?: string | null;
  password?: string | null;
}

export interface SmsProviderOptions {
  /** Replaces a provider's documented base URL (tests point these at local fakes). */
  baseUrls?: Partial<Record<SmsProviderName, string>>;
  /** Per request; 30 000 ms by default as the spec's calls. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

/** The adapter for the company's chosen provider (organik when none is chosen). */
export function createSmsProvider(settings: SmsSettings, options: SmsProviderOptions = {}): SmsProvider {
  const name = settings.provider || DEFAULT_SMS_PROVIDER;
  if (!isSmsProviderName(name)) throw new SmsError("unknown_provider", { params: { provider: String(name) } });

  const missing: string[] = SMS_PROVIDER_CREDENTIALS[name].filter((field) => !filled(settings[field]));
  if (!filled(settings.title)) missing.unshift("title");
  if (missing.length > 0) throw new SmsError("missing_credentials", { provider: name, params: { fields: missing.join(", ") } });

  const config: AdapterConfig = {
    baseUrl: trimTrailingSlash(options.baseUrls?.[name] ?? SMS_BASE_URLS[name]),
    http: resolveHttpOptions(options),
    title: settings.title as string,
  };
  const value = (field: SmsCredentialField) => settings[field] as string;
  switch (name) {
    case "netgsm":
      return createNetgsmProvider({ username: value("username"), password: value("password") }, config);
    case "iletimerkezi":
      return createIletimerkeziProvider({ apiKey: value("api_key"), apiSecret: value("api_secret") }, config);
    case "bulutfon":
      return createBulutfonProvider({ apiKey: value("api_key") }, config);
    case "organik":
      return createOrganikProvider({ apiKey: value("api_key") }, config);
  }
}

function filled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
