import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createActor } from "../test/fixtures";
import { platformEnv } from "../routes/sms/test-helpers";
import { queueAutomaticSms, queueSms, SMS_SEND_JOB, smsJobKey } from ".";

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  // The gateway is never called here: queueing only writes rows and jobs.
  t = await createTestApp(platformEnv("http://127.0.0.1:9"));
  app = t.app;
});
afterAll(() => t?.close());

async function shop(credits: number, settings: Record<string, unknown> = {}) {
  const { companyId } = await createActor(app.db);
  await app.unitOfWork({ companyId }, async (repos) => {
    if (credits > 0) await repos.smsCredits.grant(credits, "grant");
    await repos.resource("sms_settings").create({ account: "platform", provider: "organik", ...settings });
    await repos.resource("sms_templates").create({ title: "Satış", kind: "sale", purpose: "service", message: "Sayın {musteri}, {tutar} TL alışverişiniz için teşekkürler. {firma}" });
  });
  const client = await app.unitOfWork({ companyId }, (repos) => repos.resource("clients").create({ type: "person", role: "client", full_name: "Ayşe Yılmaz", gsm: "+905321234567", sms_consent: false }));
  const repos = app.repositories({ companyId });
  const messages = async () => (await repos.resource("sms_messages").list({ page: 1, perPage: 20, filters: {}, sort: "id", order: "asc" })).rows;
  return { companyId, client, repos, messages };
}

describe("queueSms", () => {
  it("writes nothing when the platform credits cannot cover the send: the unit of work rolls back", async () => {
    const { companyId, repos, messages } = await shop(1);
    await expect(
      app.unitOfWork({ companyId }, (tx) => queueSms(app, tx, { recipients: [{ phone: "+905321234567", text: "a" }, { phone: "+905321234568", text: "b" }], purpose: "service", source: "manual", key: "k" })),
    ).rejects.toMatchObject({ name: "SmsBalanceRefused", needed: 2, available: 1 });
    expect(await messages()).toEqual([]);
    expect(await repos.smsCredits.balance()).toBe(1);
  });

  it("queues a message and its job per recipient, keyed by the send's key, at the given instant", async () => {
    const { companyId, repos, client } = await shop(5);
    const runAt = new Date(Date.now() + 86_400_000);
    const answer = await app.unitOfWork({ companyId }, (tx) =>
      queueSms(app, tx, { recipients: [{ clientId: Number(client.id), phone: "0532 123 45 67", text: "Yarın provanız var." }, { phone: "0212 123 45 67", text: "x" }], purpose: "service", source: "rehearsal", key: "appointment:9", runAt }),
    );
    expect(answer).toMatchObject({ queued: 1, credits: 1, skipped: { no_phone: 1, no_consent: 0 } });
    const [message] = await repos.resource("sms_messages").list({ page: 1, perPage: 5, filters: {}, sort: "id", order: "asc" }).then((page) => page.rows);
    expect(message).toMatchObject({ phone: "+905321234567", status: "queued", source: "rehearsal", idempotency_key: `appointment:9:c${client.id}`, account: "platform", provider: "organik" });
    const job = await repos.jobs.find(SMS_SEND_JOB, smsJobKey(Number(message.id)));
    expect(job).toMatchObject({ status: "pending" });
    expect(job!.runAt.getTime()).toBe(runAt.getTime());
  });
});

describe("queueAutomaticSms", () => {
  it("sends nothing while the shop's switch for that message is off", async () => {
    const { companyId, client, messages } = await shop(5);
    const answer = await app.unitOfWork({ companyId }, (repos) => queueAutomaticSms(app, repos, { kind: "sale", clientId: Number(client.id), key: "sale:1" }));
    expect(answer).toBeNull();
    expect(await messages()).toEqual([]);
  });

  it("queues the shop's template of that kind as a service message (no consent needed), placeholders filled", async () => {
    const { companyId, client, messages } = await shop(5, { process_perm: true });
    const answer = await app.unitOfWork({ companyId }, (repos) => queueAutomaticSms(app, repos, { kind: "sale", clientId: Number(client.id), values: { tutar: "1.500,00" }, key: "sale:2" }));
    expect(answer).toMatchObject({ queued: 1, credits: 1 });
    const [message] = await messages();
    expect(message).toMatchObject({ status: "queued", purpose: "service", source: "sale", credits: 1 });
    expect(message.message).toMatch(/^Sayın Ayşe Yılmaz, 1\.500,00 TL alışverişiniz için teşekkürler\. Test /);
    // The same occasion again: nothing more.
    await app.unitOfWork({ companyId }, (repos) => queueAutomaticSms(app, repos, { kind: "sale", clientId: Number(client.id), values: { tutar: "1.500,00" }, key: "sale:2" }));
    expect(await messages()).toHaveLength(1);
  });

  it("writes the message failed with 'no credit' instead of refusing the caller's work when credits are short", async () => {
    const { companyId, client, messages, repos } = await shop(0, { process_perm: true });
    const after = await app.unitOfWork({ companyId }, async (tx) => {
      await queueAutomaticSms(app, tx, { kind: "sale", clientId: Number(client.id), key: "sale:3" });
      return "the sale went on";
    });
    expect(after).toBe("the sale went on");
    const [message] = await messages();
    expect(message).toMatchObject({ status: "failed", credits: 0, error: "server.sms.noCredit" });
    expect(await repos.jobs.find(SMS_SEND_JOB, smsJobKey(Number(message.id)))).toBeNull();
  });
});
