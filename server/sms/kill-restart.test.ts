import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeServer, type RecordedRequest } from "../integrations/testing/fakeHttpServer";
import { organikAccepts, organikNumbers, platformEnv } from "../routes/sms/test-helpers";
import { signIn, spawnServer, type SpawnedServer } from "../test/spawn-server";

/** The message whose request the fake gateway holds unanswered while the server is killed. */
const HOLD = 20;
const MESSAGES = 50;

let fake: FakeServer | undefined;
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill("SIGKILL");
  if (servers[0]) rmSync(servers[0].dataDir, { recursive: true, force: true });
  await fake?.close();
});

/** Asks until `check` holds (a poll, not a pause): the server's runner works at its own pace. */
async function waitFor<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function client(server: () => SpawnedServer, token: string) {
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server().url}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
  };
}

describe("the SMS queue across a killed server", () => {
  it("sends each of 50 queued messages exactly once although the server is SIGKILLed mid-send; the one the gateway held is unknown", { timeout: 900_000 }, async () => {
    let held: string | null = null;
    let restarted = false;
    fake = await startFakeServer((request: RecordedRequest) => {
      const sends = fake!.requests.filter((recorded) => organikNumbers(recorded).length > 0);
      if (!restarted && sends.length === HOLD && sends[HOLD - 1] === request) {
        held = organikNumbers(request)[0];
        return "hang";
      }
      return organikAccepts(request);
    });
    const env = { ...platformEnv(fake.url), JOBS_POLL_MS: "50", JOBS_LEASE_MS: "5000", JOBS_RETRY_BASE_MS: "200" } as Record<string, string>;
    servers.push(await spawnServer({ env }));
    const current = () => servers[servers.length - 1];
    const token = await signIn(current());
    const api = client(current, token);

    // The demo shop: its seeded client category and 100 platform credits.
    const categories = await api("GET", "/definitions?type=client-categories");
    expect(categories.status).toBe(200);
    const category_id = categories.body.data[0].id as number;
    const ids: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const created = await api("POST", "/clients", {
        type: "business",
        full_name: `Gelinlik Evi ${i}`,
        company_name: `Gelinlik Evi ${i} Ltd.`,
        tax_office: "Kadıköy",
        tax_no: "4540536920",
        category_id,
        gsm: `+90533${String(1_000_000 + i)}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const sent = await api("POST", "/send-sms", { message: "Sayın {musteri}, provanız yarın 11.00'de.", purpose: "service", recipients: { client_ids: ids }, request_id: randomUUID() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ queued: MESSAGES, credits: MESSAGES });

    const list = async () => (await api("GET", "/sms-list?perPage=100")).body.data as { phone: string; status: string }[];
    // The gateway holds the 20th request; the 19 before it are recorded sent.
    await waitFor("the held request", async () => held, (phone) => phone !== null);
    await waitFor("19 messages sent", list, (rows) => rows.filter((row) => row.status === "sent").length === HOLD - 1);
    expect(await current().kill("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    expect(current().output()).not.toContain(env.SYSTEM_SMS_API_KEY);

    restarted = true;
    servers.push(await spawnServer({ dataDir: servers[0].dataDir, env }));
    const final = await waitFor("every message finished", list, (rows) => rows.length === MESSAGES && rows.every((row) => !["queued", "sending"].includes(row.status)));

    const perPhone = new Map<string, number>();
    for (const request of fake.requests) for (const phone of organikNumbers(request)) perPhone.set(phone, (perPhone.get(phone) ?? 0) + 1);
    expect(perPhone.size).toBe(MESSAGES);
    expect([...perPhone.values()].every((count) => count === 1)).toBe(true);
    const statuses = new Map(final.map((row) => [row.phone.slice(1), row.status]));
    expect(statuses.get(held!)).toBe("unknown");
    expect(final.filter((row) => row.status === "sent")).toHaveLength(MESSAGES - 1);
    expect(current().output()).not.toContain(env.SYSTEM_SMS_API_KEY);
  });
});
