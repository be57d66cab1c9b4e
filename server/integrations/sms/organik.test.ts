import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeServer, type FakeHandler, type FakeServer } from "../testing/fakeHttpServer";
import { createSmsProvider } from "./createSmsProvider";
import type { SmsProvider } from "./types";

let fake: FakeServer;
let answer: FakeHandler;
let sms: SmsProvider;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  sms = createSmsProvider({ title: "GELINLIK", api_key: "abc123" }, { baseUrls: { organik: fake.url } });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const delivery = (message: string, format: number, gsms: number[]) => ({
  options: { header: "GELINLIK", message_format: format, timeout: 48, gsm_isUnique: 1 },
  recipients: { gsms, groups: [] },
  message: base64(message),
});

describe("Organik send", () => {
  it("is the default provider and posts one delivery per text with the right message format", async () => {
    answer = () => ({
      status: 200,
      body: {
        response: {
          result: true,
          data: {
            deliveries: [
              { track_id: "t1", transaction_id: "x1", valid: [905321234567, 905051112233], invalid: [] },
              { track_id: "t2", transaction_id: "x2", valid: [905441234567], invalid: [] },
              { track_id: "t3", transaction_id: "x3", valid: [905551234567], invalid: [] },
            ],
          },
        },
      },
    });
    const result = await sms.send([
      { to: "0532 123 45 67", text: "Hello" },
      { to: "0544 123 45 67", text: "Günaydın" },
      { to: "0505 111 22 33", text: "Hello" },
      { to: "0555 123 45 67", text: "Hêvî dikim baş î 👰" },
    ]);
    expect(sms.name).toBe("organik");
    const [request] = fake.requests;
    expect([request.method, request.path, request.headers["content-type"]]).toEqual([
      "POST",
      "/v2/abc123/sendsms/json/json/",
      "application/json",
    ]);
    expect(JSON.parse(request.body)).toEqual({
      data: {
        deliveries: [
          delivery("Hello", 0, [905321234567, 905051112233]),
          delivery("Günaydın", 1, [905441234567]),
          delivery("Hêvî dikim baş î 👰", 2, [905551234567]),
        ],
      },
    });
    expect(result.references).toEqual(["t1", "t2", "t3"]);
    expect(result.accepted).toBe(4);
  });

  it("reports the numbers Organik lists as invalid", async () => {
    answer = () => ({
      status: 200,
      body: { response: { result: true, data: { deliveries: [{ track_id: "t", valid: [905321234567], invalid: [905051112233] }] } } },
    });
    const result = await sms.send([
      { to: "5321234567", text: "x" },
      { to: "5051112233", text: "x" },
    ]);
    expect(result.recipients.map((r) => [r.status, r.credits, r.error?.code])).toEqual([
      ["accepted", 1, undefined],
      ["rejected", 0, "invalid_recipient"],
    ]);
  });

  it("fails when Organik accepts none of the numbers", async () => {
    answer = () => ({
      status: 200,
      body: { response: { result: true, data: { deliveries: [{ track_id: "t", valid: [], invalid: [905321234567] }] } } },
    });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({ code: "no_valid_recipients" });
  });

  it("turns result false into a refusal with Organik's code and message", async () => {
    answer = () => ({
      status: 200,
      body: { response: { result: false, error: { message: "Yetersiz kredi", number: 1023, code: "INSUFFICIENT_CREDIT" } } },
    });
    const error = await sms.send([{ to: "5321234567", text: "x" }]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "provider_error",
      provider: "organik",
      providerCode: "INSUFFICIENT_CREDIT",
      params: { detail: "Yetersiz kredi" },
      messageKey: "integrations:sms.errors.providerRejected",
    });
  });

  it.each([
    ["plain text", "OK"],
    ["no result flag", { response: { data: {} } }],
    ["fewer deliveries than sent", { response: { result: true, data: { deliveries: [] } } }],
    ["a delivery without valid/invalid lists", { response: { result: true, data: { deliveries: [{ track_id: "t" }] } } }],
  ])("refuses %s as an invalid response", async (_label, body) => {
    answer = () => ({ status: 200, body });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("Organik balance", () => {
  it("reads tl and credit", async () => {
    answer = () => ({ status: 200, body: { response: { result: true, data: { tl: 125, credit: 325761 } } } });
    expect(await sms.balance()).toEqual({ provider: "organik", credits: 325761, money: "125" });
    const [request] = fake.requests;
    expect([request.method, request.path, request.body]).toEqual(["GET", "/v2/abc123/balance/json/json/", ""]);
  });

  it("maps result false", async () => {
    answer = () => ({ status: 401, body: { response: { result: false, error: { message: "Invalid API key", number: 401, code: 401 } } } });
    await expect(sms.balance()).rejects.toMatchObject({ code: "provider_error", providerCode: "401" });
  });
});
