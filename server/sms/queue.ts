import type { FastifyInstance } from "fastify";
import { countSegments } from "../../src/domain/sms/segments";
import type { SendSmsAnswer } from "../../src/domain/sms/api";
import { normalizeTurkishMobile } from "../../src/domain/turkish/phone";
import type { SmsSource } from "../../src/schemas/sms_messages.schema";
import type { SmsPurpose } from "../../src/schemas/sms_templates.schema";
import type { Repositories, Row } from "../data";
import { AppError } from "../errors";
import { smsAccountOf, type SmsAccountInfo } from "./account";
import { SMS_BALANCE_REFUSED, SmsBalanceRefused } from "./refusal";

/** The job that sends one queued message (`server/sms/send-job.ts`); its key is `sms_message:<id>`. */
export const SMS_SEND_JOB = "sms.send";
export const smsJobKey = (messageId: number) => `sms_message:${messageId}`;

/** The error of an automatic message the platform credits could not cover (written `failed`, never sent). */
export const NO_CREDIT_KEY = "server.sms.noCredit";

export interface SmsRecipient {
  clientId?: number;
  /** As stored or typed; a missing or non-mobile number is skipped (`no_phone`). */
  phone: string | null;
  /** This recipient's text, its placeholders already filled. */
  text: string;
  /** The client's İYS consent; a campaign goes only where it is true (`no_consent`). */
  consent?: boolean;
}

export interface QueueSmsRequest {
  recipients: SmsRecipient[];
  purpose: SmsPurpose;
  source: SmsSource;
  /**
   * Unique per send: each message's key is `<key>:c<client id>` (or `<key>:i<position>` without a client). The same
   * key again answers the first send's messages and queues and charges nothing.
   */
  key: string;
  /** Not before this instant (a reminder); now when absent. */
  runAt?: Date;
  /**
   * Platform credits short: `refuse` (a send by hand: the 409 of `refusal.ts`, the unit of work rolls back) or `fail`
   * (an automatic message: the messages are written `failed` with `server.sms.noCredit`, the caller's work goes on).
   */
  whenShort?: "refuse" | "fail";
  /** The account as the caller already read it (the route checks readiness before its unit of work). */
  account?: SmsAccountInfo;
}

/** What a send answers before the route adds the balance. */
export type QueuedSms = Omit<SendSmsAnswer, "balance">;

interface Planned {
  key: string;
  clientId?: number;
  phone: string;
  text: string;
  segments: number;
}

/** The recipients that get a message (with their keys and segments) and those left out, by reason. */
export function planRecipients(request: Pick<QueueSmsRequest, "recipients" | "purpose" | "key">): { planned: Planned[]; skipped: QueuedSms["skipped"] } {
  const skipped = { no_consent: 0, no_phone: 0 };
  const planned: Planned[] = [];
  request.recipients.forEach((recipient, index) => {
    const phone = recipient.phone ? normalizeTurkishMobile(recipient.phone) : null;
    if (!phone) {
      skipped.no_phone++;
      return;
    }
    if (request.purpose === "campaign" && recipient.consent !== true) {
      skipped.no_consent++;
      return;
    }
    const suffix = recipient.clientId !== undefined ? `c${recipient.clientId}` : `i${index}`;
    planned.push({ key: `${request.key}:${suffix}`, clientId: recipient.clientId, phone, text: recipient.text, segments: countSegments(recipient.text, { turkishShift: true }).segments });
  });
  return { planned, skipped };
}

/** The company's messages already written under these keys (a repeated request), in key order. */
async function storedMessages(repos: Repositories, keys: string[]): Promise<Row[]> {
  const found: Row[] = [];
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const page = await repos.resource("sms_messages").list({ page: 1, perPage: chunk.length, filters: { idempotency_key: chunk }, sort: "id", order: "asc" });
    found.push(...page.rows);
  }
  return found;
}

const answerOf = (rows: Row[], skipped: QueuedSms["skipped"]): QueuedSms => ({
  queued: rows.length,
  skipped,
  credits: rows.reduce((sum, row) => sum + Number(row.segments), 0),
  message_ids: rows.map((row) => Number(row.id)),
});

/** The account cannot send (no platform account, the shop's gateway without its credentials): 409 with the reason. */
export const notReady = (account: SmsAccountInfo) => new AppError(409, account.notReadyReason ?? "server.sms.notReady");

/**
 * Runs a send where no route can answer the refusal's own body (an action): a refused send becomes a plain 409
 * with the same message ('Yetersiz SMS kredisi: 6 kredi gerekiyor, 4 kredi var.').
 */
export async function refusingAsAppError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SmsBalanceRefused) throw new AppError(409, SMS_BALANCE_REFUSED, undefined, { needed: error.needed, available: error.available });
    throw error;
  }
}

/**
 * Queues one message per recipient, inside the caller's unit of work (`repos` of its transaction): a `queued`
 * `sms_messages` row and an `sms.send` job each, and on the platform account the credits taken in the same
 * transaction (`repos.smsCredits.spend`). Not enough credits: refused (409 `smsBalance`, nothing written) or, for
 * automatic messages (`whenShort: "fail"`), written `failed` without a job. The gateway is never called here.
 */
export async function queueSms(app: FastifyInstance, repos: Repositories, request: QueueSmsRequest): Promise<QueuedSms> {
  const { planned, skipped } = planRecipients(request);
  if (planned.length === 0) return answerOf([], skipped);
  const stored = await storedMessages(repos, planned.map((message) => message.key));
  if (stored.length > 0) return answerOf(stored, skipped);

  const account = request.account ?? (await smsAccountOf(app, repos));
  const failedAs = !account.provider ? (account.notReadyReason ?? "server.sms.notReady") : undefined;
  if (failedAs && request.whenShort !== "fail") throw notReady(account);
  const platform = account.account === "platform";
  const messages = repos.resource("sms_messages");
  const rows: Row[] = [];
  for (const message of planned) {
    rows.push(
      await messages.create({
        client_id: message.clientId ?? null,
        phone: message.phone,
        message: message.text,
        purpose: request.purpose,
        source: request.source,
        status: failedAs ? "failed" : "queued",
        segments: message.segments,
        credits: platform && !failedAs ? message.segments : 0,
        account: account.account,
        provider: account.providerName ?? null,
        idempotency_key: message.key,
        ...(failedAs ? { error: failedAs } : {}),
      }),
    );
  }
  if (failedAs) return answerOf(rows, skipped);

  if (platform) {
    const entries = rows.map((row) => ({ messageId: Number(row.id), credits: Number(row.credits) }));
    const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
    const spent = await repos.smsCredits.spend(total, entries);
    if (!spent.ok) {
      if (request.whenShort !== "fail") throw new SmsBalanceRefused(total, spent.available);
      for (const row of rows) await messages.update(Number(row.id), { status: "failed", credits: 0, error: NO_CREDIT_KEY });
      return answerOf(rows, skipped);
    }
  }
  for (const row of rows) {
    await repos.jobs.enqueue({ type: SMS_SEND_JOB, key: smsJobKey(Number(row.id)), payload: { message_id: Number(row.id) }, ...(request.runAt ? { runAt: request.runAt } : {}) });
  }
  return answerOf(rows, skipped);
}
