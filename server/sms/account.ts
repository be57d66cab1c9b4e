import type { FastifyInstance } from "fastify";
import type { SmsAccount } from "../../src/schemas/sms_settings.schema";
import { DEFAULT_SMS_PROVIDER, isSmsProviderName, type SmsProviderName } from "../../src/domain/turkish/smsProviders";
import type { Repositories, Row } from "../data";
import { createSmsProvider, SmsError, type SmsProvider } from "../integrations/sms";

export interface SmsAccountInfo {
  account: "platform" | "own";
  /** own: the chosen provider; platform: SYSTEM_SMS_PROVIDER, or null when the platform has no account. */
  providerName: SmsProviderName | null;
  provider: SmsProvider | null;
  /** Why `provider` is null: an i18n key. */
  notReadyReason?: string;
}

/** Without an account of its own, the platform cannot send for a shop (SYSTEM_SMS_* unset). */
export const PLATFORM_MISSING = "server.smsSettings.platformMissing";
/** The shop's own gateway lacks its title or a credential. */
export const CREDENTIALS_MISSING = "server.smsSettings.credentialsMissing";

/** The company's SMS settings with their credentials decrypted (server modules only; never answered). */
export async function smsSettingsWithSecrets(repos: Repositories, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
  return repos.resource("sms_settings").single({ ...options, secrets: true });
}

/** The account the company's settings choose: the platform's until the shop saves its own. */
export const chosenAccount = (settings: Row | undefined): SmsAccount => (settings?.account === "own" ? "own" : "platform");

/**
 * The account a message goes through: the settings' (or the given one: a queued message keeps the account it was
 * queued on), with the provider ready to send, or why there is none. `options`: the adapters' (a short timeout for
 * the balance).
 */
export async function smsAccountOf(app: FastifyInstance, repos: Repositories, account?: SmsAccount, options: { timeoutMs?: number } = {}): Promise<SmsAccountInfo> {
  const providerOptions = { baseUrls: app.config.integrations.smsBaseUrls, ...options };
  const settings = account === "platform" ? undefined : await smsSettingsWithSecrets(repos);
  const chosen = account ?? chosenAccount(settings);
  if (chosen === "platform") {
    const system = app.config.integrations.systemSms;
    if (!system) return { account: "platform", providerName: null, provider: null, notReadyReason: PLATFORM_MISSING };
    return { account: "platform", providerName: system.provider, provider: createSmsProvider(system, providerOptions) };
  }
  const providerName = isSmsProviderName(settings?.provider) ? settings.provider : DEFAULT_SMS_PROVIDER;
  try {
    const stored = { ...settings, provider: providerName } as Parameters<typeof createSmsProvider>[0];
    return { account: "own", providerName, provider: createSmsProvider(stored, providerOptions) };
  } catch (error) {
    if (error instanceof SmsError && error.code === "missing_credentials") return { account: "own", providerName, provider: null, notReadyReason: CREDENTIALS_MISSING };
    throw error;
  }
}
