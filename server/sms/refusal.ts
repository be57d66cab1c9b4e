import type { FastifyReply, FastifyRequest } from "fastify";
import type { SmsBalanceRefusal } from "../../src/domain/sms/api";
import { languageFrom, translate } from "../i18n";

/** The i18n key of the refusal: 'Yetersiz SMS kredisi: 6 kredi gerekiyor, 4 kredi var.' */
export const SMS_BALANCE_REFUSED = "server.smsCredits.notEnough";

/**
 * Thrown inside a unit of work when the platform account cannot cover a send (`repos.smsCredits.spend` answered
 * `ok: false`): the transaction is undone, and the route answers it with `replySmsBalanceRefusal`.
 */
export class SmsBalanceRefused extends Error {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(`SMS credits: ${needed} needed, ${available} available`);
    this.name = "SmsBalanceRefused";
  }
}

/** The 409 body of a refused send, in the caller's language. */
export function smsBalanceRefusal(request: Pick<FastifyRequest, "headers">, needed: number, available: number): SmsBalanceRefusal {
  const message = translate(languageFrom(request.headers["accept-language"]), SMS_BALANCE_REFUSED, { needed, available });
  return { message, code: "smsBalance", needed, available };
}

/** The refusal's JSON schema, for the 409 answer of a route that may refuse a send. */
export const smsBalanceRefusalSchema = {
  type: "object",
  properties: { message: { type: "string" }, code: { type: "string", enum: ["smsBalance"] }, needed: { type: "integer" }, available: { type: "integer" } },
  required: ["message", "code", "needed", "available"],
} as const;

/** Answers a refused send with 409 and the refusal, or rethrows any other error. */
export function replySmsBalanceRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof SmsBalanceRefused)) throw error;
  return reply.code(409).send(smsBalanceRefusal(request, error.needed, error.available));
}
