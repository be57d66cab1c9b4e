import type { FastifyInstance } from "fastify";
import type { SmsAccount } from "../../src/schemas/sms_settings.schema";
import type { Repositories, Row } from "../data";
import { GiveUp, RetryLater, type ClaimedJob, type JobContext, type JobHandler } from "../jobs/types";
import { classifySmsFailure, UNKNOWN_OUTCOME_KEY } from "./classify";
import { smsAccountOf } from "./account";
import { SMS_SEND_JOB } from "./queue";

export interface SmsSendPayload {
  message_id: number;
}

/** The error of a message whose job ran out of attempts on transient troubles without one of its own. */
export const GAVE_UP_KEY = "server.sms.gaveUp";
/** What a gateway's rejection of the one number says when the adapter gives no key. */
const REJECTED_KEY = "integrations:sms.errors.providerRejected";

type Messages = ReturnType<Repositories["resource"]>;

/**
 * Ends a message `failed` (or `unknown`) if it is still on its way (`queued` or `sending`), in one transaction under
 * its row's lock: platform credits go back once (the row's `credits` becomes 0 with the refund, so no second refund
 * finds anything).
 */
async function finish(context: JobContext, id: number, change: { status: "failed" | "unknown"; error: string }, from: readonly string[]): Promise<void> {
  await context.unitOfWork(async (repos) => {
    const messages = repos.resource("sms_messages");
    const row = await messages.get(id, { forUpdate: true });
    if (!row || !from.includes(String(row.status))) return;
    const refund = change.status === "failed" && row.account === "platform" && Number(row.credits) > 0;
    if (refund) await repos.smsCredits.refund(id, Number(row.credits));
    await messages.update(id, { ...change, ...(refund ? { credits: 0 } : {}) });
  });
}

/** Back to `queued` (a claimed message the gateway surely did not get), keeping why for a final failure. */
async function requeue(context: JobContext, id: number, error?: string): Promise<void> {
  await context.unitOfWork(async (repos) => {
    const messages = repos.resource("sms_messages");
    const row = await messages.get(id, { forUpdate: true });
    if (row?.status === "sending") await messages.update(id, { status: "queued", ...(error ? { error } : {}) });
  });
}

/** Claims a queued message for this run (queued → sending, committed before the gateway is called). */
async function claim(context: JobContext, id: number): Promise<Row | null> {
  return context.unitOfWork(async (repos) => {
    const messages: Messages = repos.resource("sms_messages");
    const row = await messages.get(id, { forUpdate: true });
    if (!row) return null;
    if (row.status === "sending") {
      // A run died between claiming it and recording the gateway's answer: the message may have gone out.
      await messages.update(id, { status: "unknown", error: UNKNOWN_OUTCOME_KEY });
      return null;
    }
    if (row.status !== "queued") return null;
    const claimed = await messages.update(id, { status: "sending" });
    return claimed && typeof claimed === "object" ? claimed : null;
  });
}

/**
 * The `sms.send` job: exactly once towards the gateway as far as it can be known. The message is claimed
 * (queued → sending) in its own committed transaction, and only the run that claimed it calls the gateway; a run
 * that finds it `sending` (its predecessor died mid-call) marks it `unknown` and never sends it again by itself.
 * The gateway's answer: accepted → `sent`; a transient failure (`classify.ts`) → `queued` again and `RetryLater`;
 * an ambiguous one → `unknown`; a refusal → `failed`, credits refunded, `GiveUp`. Errors and log lines carry the
 * classification's summary only, never the gateway's words nor anything of its address (Organik's key).
 * `timeoutMs`: the gateway call's own (the adapters' 30 s unless given; tests shorten it).
 */
export function smsSendHandler(app: FastifyInstance, options: { timeoutMs?: number } = {}): JobHandler<SmsSendPayload> {
  return {
    async run(job: ClaimedJob<SmsSendPayload>, context: JobContext) {
      const id = Number(job.payload.message_id);
      const message = await claim(context, id);
      if (!message) return;

      let account;
      try {
        account = await smsAccountOf(app, context.repos, message.account as SmsAccount, options);
      } catch (error) {
        // Nothing reached the gateway yet (the settings could not be read): the message waits for the next attempt.
        await requeue(context, id);
        throw error;
      }
      if (!account.provider) {
        await finish(context, id, { status: "failed", error: account.notReadyReason ?? "server.sms.notReady" }, ["sending"]);
        throw new GiveUp(`sms message ${id}: the ${String(message.account)} account cannot send`);
      }
      let result;
      try {
        result = await account.provider.send([{ to: String(message.phone), text: String(message.message) }]);
      } catch (error) {
        const failure = classifySmsFailure(error);
        if (failure.kind === "transient") {
          await requeue(context, id, failure.messageKey);
          throw new RetryLater(`sms message ${id}: ${failure.summary}`);
        }
        if (failure.kind === "ambiguous") {
          await finish(context, id, { status: "unknown", error: failure.messageKey }, ["sending"]);
          app.log.warn({ job: job.id, message: id }, `sms message ${id}: outcome unknown (${failure.summary})`);
          return;
        }
        await finish(context, id, { status: "failed", error: failure.messageKey }, ["sending"]);
        throw new GiveUp(`sms message ${id}: ${failure.summary}`);
      }
      const recipient = result.recipients[0];
      if (recipient?.status !== "accepted") {
        await finish(context, id, { status: "failed", error: recipient?.error?.messageKey ?? REJECTED_KEY }, ["sending"]);
        throw new GiveUp(`sms message ${id}: ${result.provider}: rejected${recipient?.error ? ` (${recipient.error.code})` : ""}`);
      }
      await context.unitOfWork(async (repos) => {
        const messages = repos.resource("sms_messages");
        const row = await messages.get(id, { forUpdate: true });
        if (row?.status !== "sending") return;
        const reference = result.references[0];
        await messages.update(id, { status: "sent", error: null, sent_at: new Date().toISOString(), ...(reference ? { reference: reference.slice(0, 120) } : {}) });
      });
    },

    /** Attempts used up: a message still queued fails (credits back); one left `sending` by a dead run is `unknown`. */
    async onGiveUp(job: ClaimedJob<SmsSendPayload>, _error: unknown, context: JobContext) {
      const id = Number(job.payload.message_id);
      const row = await context.repos.resource("sms_messages").get(id);
      if (row?.status === "queued") await finish(context, id, { status: "failed", error: typeof row.error === "string" && row.error ? row.error : GAVE_UP_KEY }, ["queued"]);
      else if (row?.status === "sending") await finish(context, id, { status: "unknown", error: UNKNOWN_OUTCOME_KEY }, ["sending"]);
    },
  };
}

/** Registers the `sms.send` job's handler on the app's job runner. */
export function registerSmsJobs(app: FastifyInstance): void {
  app.jobs.register(SMS_SEND_JOB, smsSendHandler(app));
}
