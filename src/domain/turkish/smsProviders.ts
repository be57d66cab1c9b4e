/** The SMS providers a company can choose (spec §3 "SMS settings"); shared so forms and server agree. */
export const SMS_PROVIDERS = ["netgsm", "iletimerkezi", "bulutfon", "organik"] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export const DEFAULT_SMS_PROVIDER: SmsProviderName = "organik";

export type SmsCredentialField = "api_key" | "api_secret" | "username" | "password";

/** The settings fields each provider needs besides the sender title. */
export const SMS_PROVIDER_CREDENTIALS: Record<SmsProviderName, readonly SmsCredentialField[]> = {
  netgsm: ["username", "password"],
  iletimerkezi: ["api_key", "api_secret"],
  bulutfon: ["api_key"],
  organik: ["api_key"],
};

export function isSmsProviderName(value: unknown): value is SmsProviderName {
  return typeof value === "string" && (SMS_PROVIDERS as readonly string[]).includes(value);
}
