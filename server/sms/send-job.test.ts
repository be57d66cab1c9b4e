import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Repositories } from "../data";
import { closedPortUrl, startFakeServer, type FakeHandler, type FakeServer } from "../integrations/testing/fakeHttpServer";
import type { JobContext } from "../jobs/types";
import { organikAccepts, organikNumbers, platformEnv, PLATFORM_KEY } from "../routes/sms/test-helpers";
import { openTestDatabase } from "../test/app";
import { createActor } from "../test/fixtures";
import { queueSms, SMS_SEND_JOB, smsJobKey } from "./queue";
import { smsSendHandler } from "./send-job";

let app: FastifyInstance;
let drop: () => Promise<void>;
let fake: FakeServer;
let answer: FakeHandler;
/** Everything the app logged (pino's JSON lines), to look for secrets in. */
let logged = "";

const RETRY_BASE_MS = 1_000;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  const database = await openTestDatabase();
  drop = database.drop;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data", JOBS_RETRY_BASE_MS: String(RETRY_BASE_MS), ...platformEnv(fake.url) });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  app = await buildApp({ config, database: database.database, closeDatabase: false, logger: { level: "trace", stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await fake?.close();
});
beforeEach(() => {
  answer = organikAccepts;
});

const PHONE = "+905321112233";

/** A shop with platform credits and one queued message to PHONE (a new number per call), through queueSms. */
async function queued(credits = 10, text = "Gelinliğiniz hazır.") {
  const { companyId } = await createActor(app.db);
  if (credits > 0) await app.unitOfWork({ companyId }, (repos) => repos.smsCredits.grant(credits, "grant"));
  const phone = `+90532${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const sent = await app.unitOfWork({ companyId }, (repos) => queueSms(app, repos, { recipients: [{ phone, text }], purpose: "service", source: "manual", key: `t:${phone}` }));
  const id = sent.message_ids[0];
  const repos = app.repositories({ companyId });
  return {
    id,
    phone,
    repos,
    message: () => repos.resource("sms_messages").get(id) as Promise<Record<string, any>>,
    job: () => repos.jobs.find(SMS_SEND_JOB, smsJobKey(id)),
    refunds: async () => (await repos.smsCredits.entries({ page: 1, perPage: 50 })).data.filter((entry) => entry.reason === "refund"),
    context: (): JobContext => ({ runnerId: "test", repos, unitOfWork: (work: (repos: Repositories) => Promise<unknown>) => app.unitOfWork({ companyId }, work) }) as JobContext,
  };
}

/** Requests the fake gateway got for one number. */
const requestsFor = (phone: string) => fake.requests.filter((request) => organikNumbers(request).includes(phone.slice(1))).length;
const later = (ms: number) => new Date(Date.now() + ms);

describe("the sms.send job", () => {
  it("sends a queued message once and records it sent with the gateway's reference", async () => {
    const message = await queued();
    await app.jobs.runDue();
    expect(await message.message()).toMatchObject({ status: "sent", reference: expect.stringMatching(/^t-/), credits: 1 });
    expect((await message.message()).sent_at).toBeTruthy();
    expect(requestsFor(message.phone)).toBe(1);
    await app.jobs.runDue({ now: later(3_600_000) });
    expect(requestsFor(message.phone)).toBe(1);
  });

  it("gets the message to a gateway answering 500 twice then 200 exactly once, retrying with backoff", async () => {
    const message = await queued();
    let calls = 0;
    answer = (request) => (++calls <= 2 ? { status: 500, body: "Internal Server Error" } : organikAccepts(request));
    await app.jobs.runDue();
    expect(await message.message()).toMatchObject({ status: "queued" });
    expect(await message.job()).toMatchObject({ status: "pending", attempts: 1 });
    // Not yet due: the backoff holds it.
    expect(await app.jobs.runDue()).toBe(0);
    await app.jobs.runDue({ now: later(RETRY_BASE_MS + 100) });
    expect(calls).toBe(2);
    await app.jobs.runDue({ now: later(60_000) });
    expect(calls).toBe(3);
    expect(await message.message()).toMatchObject({ status: "sent", credits: 1 });
    expect(await message.job()).toMatchObject({ status: "done", attempts: 3 });
    expect(requestsFor(message.phone)).toBe(3);
    expect(await message.repos.smsCredits.balance()).toBe(9);
  });

  it("fails a message the gateway refuses, refunds its credits once, and keeps the key out of every trace", async () => {
    const message = await queued(10, "x".repeat(200));
    expect(await message.repos.smsCredits.balance()).toBe(8);
    answer = () => ({ status: 401, body: { response: { result: false, error: { code: 401, message: `Invalid API key ${PLATFORM_KEY}` } } } });
    await app.jobs.runDue();
    const failed = await message.message();
    expect(failed).toMatchObject({ status: "failed", credits: 0, error: "integrations:sms.errors.providerRejected" });
    expect(await message.repos.smsCredits.balance()).toBe(10);
    expect(await message.refunds()).toHaveLength(1);
    const job = await message.job();
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    // A second give-up (another runner's, a retry of onGiveUp) refunds nothing more.
    await smsSendHandler(app).onGiveUp!({ id: job!.id, companyId: null, type: SMS_SEND_JOB, key: smsJobKey(message.id), payload: { message_id: message.id }, attempt: 1, maxAttempts: 5 }, new Error("again"), message.context());
    expect(await message.refunds()).toHaveLength(1);
    expect(await message.repos.smsCredits.balance()).toBe(10);
    for (const trace of [JSON.stringify(failed), JSON.stringify(job), logged]) expect(trace).not.toContain(PLATFORM_KEY);
    expect(job!.lastError).toContain("organik: provider_error");
  });

  it("fails and refunds a message whose retries ran out", async () => {
    const message = await queued();
    answer = () => ({ status: 503, body: "busy" });
    for (let attempt = 1; attempt <= 5; attempt++) await app.jobs.runDue({ now: later(attempt * 3_600_000) });
    expect(await message.job()).toMatchObject({ status: "failed", attempts: 5 });
    expect(await message.message()).toMatchObject({ status: "failed", credits: 0, error: "integrations:sms.errors.invalidResponse" });
    expect(await message.refunds()).toHaveLength(1);
    expect(await message.repos.smsCredits.balance()).toBe(10);
    expect(requestsFor(message.phone)).toBe(5);
  });

  it("marks a message unknown after a timeout, keeps its charge, never sends it again, and logs no key", async () => {
    const message = await queued();
    answer = () => "hang";
    const handler = smsSendHandler(app, { timeoutMs: 300 });
    const job = { id: 0, companyId: null, type: SMS_SEND_JOB, key: smsJobKey(message.id), payload: { message_id: message.id }, attempt: 1, maxAttempts: 5 };
    await handler.run(job, message.context());
    const unknown = await message.message();
    expect(unknown).toMatchObject({ status: "unknown", credits: 1, error: "server.sms.unknownOutcome" });
    expect(await message.repos.smsCredits.balance()).toBe(9);
    answer = organikAccepts;
    await handler.run({ ...job, attempt: 2 }, message.context());
    expect(requestsFor(message.phone)).toBe(1);
    expect(logged).toContain("outcome unknown");
    expect(logged).not.toContain(PLATFORM_KEY);
    expect(JSON.stringify(unknown)).not.toContain(PLATFORM_KEY);
  });

  it("never sends a message a previous run left 'sending': it becomes unknown", async () => {
    const message = await queued();
    await message.repos.resource("sms_messages").update(message.id, { status: "sending" });
    await app.jobs.runDue();
    expect(await message.message()).toMatchObject({ status: "unknown", error: "server.sms.unknownOutcome", credits: 1 });
    expect(requestsFor(message.phone)).toBe(0);
  });

  it("retries a message whose gateway refused the connection (nothing was sent), then sends it", async () => {
    const message = await queued();
    // The same database, the gateway's address on a port where nothing listens.
    const refusedApp = await buildApp({
      config: loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data", ...platformEnv(await closedPortUrl()) }),
      database: { db: app.db, kind: "pglite", migrate: async () => {}, close: async () => {} } as never,
      closeDatabase: false,
    });
    await refusedApp.ready();
    try {
      await refusedApp.jobs.runDue();
      expect(await message.message()).toMatchObject({ status: "queued", error: "integrations:sms.errors.network" });
      expect(await message.job()).toMatchObject({ status: "pending", attempts: 1 });
    } finally {
      await refusedApp.close();
    }
    await app.jobs.runDue({ now: later(3_600_000) });
    expect(await message.message()).toMatchObject({ status: "sent" });
  });

  it("puts a claimed message back in the queue when its account cannot be read before the gateway is called", async () => {
    const { companyId } = await createActor(app.db);
    await app.unitOfWork({ companyId }, (repos) => repos.resource("sms_settings").create({ account: "own", provider: "organik", title: "GELINLIK", api_key: "OWN-KEY-1" }));
    const sent = await app.unitOfWork({ companyId }, (repos) => queueSms(app, repos, { recipients: [{ phone: "+905449998877", text: "x" }], purpose: "service", source: "manual", key: "broken" }));
    // The stored key no longer decrypts (a changed SECRETS_KEY): reading the account fails.
    await app.db.execute(sql`update sms_settings set api_key = 'v1:AAAA:AAAA:AAAA' where company_id = ${companyId}`);
    const repos = app.repositories({ companyId });
    const id = sent.message_ids[0];
    await app.jobs.runDue();
    expect(await repos.resource("sms_messages").get(id)).toMatchObject({ status: "queued", account: "own" });
    expect(await repos.jobs.find(SMS_SEND_JOB, smsJobKey(id))).toMatchObject({ status: "pending", attempts: 1 });
    expect(requestsFor("+905449998877")).toBe(0);
  });
});
