import type { FastifyInstance } from "fastify";
import { createSmsProvider } from "../../integrations/sms";

/**
 * Sends one text from the platform's own SMS account (SYSTEM_SMS_*). Returns false when no account is
 * configured, so the caller decides what an unconfigured platform means; a provider failure throws.
 */
export async function sendSystemSms(app: FastifyInstance, to: string, text: string): Promise<boolean> {
  const account = app.config.integrations.systemSms;
  if (!account) return false;
  await createSmsProvider(account, { baseUrls: app.config.integrations.smsBaseUrls }).send([{ to, text }]);
  return true;
}
