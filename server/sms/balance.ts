import type { FastifyInstance } from "fastify";
import type { SmsBalanceAnswer } from "../../src/domain/sms/api";
import type { Repositories } from "../data";
import { SmsError } from "../integrations/sms";
import { smsAccountOf } from "./account";

/** How long the balance waits for the shop's own gateway: the top bar and home page ask it. */
export const GATEWAY_BALANCE_TIMEOUT_MS = 5_000;

/** The gateway could not be asked, or answered no figures we can read. */
export const GATEWAY_BALANCE_FAILED = "server.smsCredits.gatewayUnavailable";

/**
 * What the company can still send (`GET /api/get-sms-total`): on the platform account our own count of credits;
 * on the shop's own gateway the gateway's figures, asked with a short timeout. A gateway failure answers
 * `credits: null` and an i18n key in `error`, never an exception nor anything of the credentials.
 */
export async function smsBalanceOf(app: FastifyInstance, repos: Repositories): Promise<SmsBalanceAnswer> {
  const info = await smsAccountOf(app, repos, undefined, { timeoutMs: GATEWAY_BALANCE_TIMEOUT_MS });
  const { pending, sent } = await repos.smsCredits.messageFigures();
  const figures = { account: info.account, provider: info.providerName, pending, sent };
  if (info.account === "platform") return { ...figures, credits: await repos.smsCredits.balance(), money: null };
  if (!info.provider) return { ...figures, credits: null, money: null, error: info.notReadyReason };
  try {
    const { credits, money } = await info.provider.balance();
    return { ...figures, credits, money };
  } catch (error) {
    // The adapter's message names the failure (a refused key, a timeout); its details stay in the log.
    app.log.warn({ provider: info.providerName, code: error instanceof SmsError ? error.code : "unknown" }, "sms balance unavailable");
    return { ...figures, credits: null, money: null, error: error instanceof SmsError ? error.messageKey : GATEWAY_BALANCE_FAILED };
  }
}
