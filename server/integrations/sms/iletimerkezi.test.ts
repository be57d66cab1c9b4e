import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeServer, type FakeHandler, type FakeServer } from "../testing/fakeHttpServer";
import { createSmsProvider } from "./createSmsProvider";
import { DOCUMENTED_PROVIDER_CODES, SmsError } from "./errors";
import type { SmsProvider } from "./types";

let fake: FakeServer;
let answer: FakeHandler;
let sms: SmsProvider;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  sms = createSmsProvider(
    { provider: "iletimerkezi", title: "APITEST", api_key: "key-123", api_secret: "hash-456" },
    { baseUrls: { iletimerkezi: `${fake.url}/` } },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const ok = (id: string) => ({
  status: 200,
  body: { response: { status: { code: "200", message: "İşlem başarılı" }, order: { id } } },
});
const authentication = { key: "key-123", hash: "hash-456" };

function order(text: string, numbers: string[]) {
  return {
    request: {
      authentication,
      order: { sender: "APITEST", sendDateTime: [], iys: "0", message: { text, receipents: { number: numbers } } },
    },
  };
}

describe("İleti Merkezi send", () => {
  it("posts one order per distinct text with the documented (misspelled) recipients block", async () => {
    let next = 12323232;
    answer = () => ok(String(next++));
    const result = await sms.send([
      { to: "0505 111 22 33", text: "Randevunuz yarın." },
      { to: "0532 123 45 67", text: "Siparişiniz hazır." },
      { to: "+905441234567", text: "Randevunuz yarın." },
    ]);
    expect(fake.requests.map((r) => [r.method, r.path, r.headers["content-type"], JSON.parse(r.body)])).toEqual([
      ["POST", "/v1/send-sms/json", "application/json", order("Randevunuz yarın.", ["5051112233", "5441234567"])],
      ["POST", "/v1/send-sms/json", "application/json", order("Siparişiniz hazır.", ["5321234567"])],
    ]);
    expect(result.references).toEqual(["12323232", "12323233"]);
    expect(result.recipients.map((r) => [r.phone, r.status, r.credits])).toEqual([
      ["+905051112233", "accepted", 1],
      ["+905321234567", "accepted", 1],
      ["+905441234567", "accepted", 1],
    ]);
  });

  it("accepts the status code as a number", async () => {
    answer = () => ({ status: 200, body: { response: { status: { code: 200, message: "OK" }, order: { id: 77 } } } });
    expect((await sms.send([{ to: "5321234567", text: "x" }])).references).toEqual(["77"]);
  });

  it.each(DOCUMENTED_PROVIDER_CODES.iletimerkezi!)("turns status %s into its own message", async (code) => {
    answer = () => ({ status: Number(code), body: { response: { status: { code, message: "hata" } } } });
    const error = await sms.send([{ to: "5321234567", text: "x" }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({
      code: "provider_error",
      providerCode: code,
      messageKey: `integrations:sms.iletimerkezi.${code}`,
    });
  });

  it("uses the HTTP status when a documented failure comes without its JSON body", async () => {
    answer = () => ({ status: 503, body: "Service Unavailable" });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({
      providerCode: "503",
      messageKey: "integrations:sms.iletimerkezi.503",
    });
  });

  it("reports a later order's failure per recipient after an earlier order went out", async () => {
    let calls = 0;
    answer = () =>
      calls++ === 0 ? ok("1") : { status: 402, body: { response: { status: { code: 402, message: "Bakiye yetersiz" } } } };
    const result = await sms.send([
      { to: "5321234567", text: "bir" },
      { to: "5051112233", text: "iki" },
    ]);
    expect(result.accepted).toBe(1);
    expect(result.rejected).toBe(1);
    expect(result.recipients[1]).toMatchObject({
      status: "rejected",
      credits: 0,
      error: { code: "provider_error", providerCode: "402", messageKey: "integrations:sms.iletimerkezi.402" },
    });
  });

  it.each([
    ["plain text", { status: 200, body: "OK" }],
    ["no status block", { status: 200, body: { response: {} } }],
    ["success without an order id", { status: 200, body: { response: { status: { code: "200" } } } }],
  ])("refuses %s as an invalid response", async (_label, fakeAnswer) => {
    answer = () => fakeAnswer;
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("İleti Merkezi balance", () => {
  it("posts the authentication block and reads credits and money", async () => {
    answer = () => ({
      status: 200,
      body: { response: { status: { code: 200, message: "İşlem başarılı" }, balance: { amount: "0", sms: "18343" } } },
    });
    expect(await sms.balance()).toEqual({ provider: "iletimerkezi", credits: 18343, money: "0" });
    const [request] = fake.requests;
    expect([request.method, request.path, JSON.parse(request.body)]).toEqual([
      "POST",
      "/v1/get-balance/json",
      { request: { authentication } },
    ]);
  });

  it("maps a failed authentication", async () => {
    answer = () => ({ status: 401, body: { response: { status: { code: 401, message: "Üyelik bilgileri hatalı" } } } });
    await expect(sms.balance()).rejects.toMatchObject({
      messageKey: "integrations:sms.iletimerkezi.401",
      params: { detail: "Üyelik bilgileri hatalı" },
    });
  });
});
