import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeServer, type FakeHandler, type FakeServer } from "../testing/fakeHttpServer";
import { createSmsProvider } from "./createSmsProvider";
import type { SmsProvider } from "./types";

let fake: FakeServer;
let answer: FakeHandler;
let sms: SmsProvider;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  sms = createSmsProvider({ provider: "bulutfon", title: "GELINLIK", api_key: "tok&en" }, { baseUrls: { bulutfon: fake.url } });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe("Bulutfon send", () => {
  it("posts the documented form fields with the token in the query, one request per text", async () => {
    answer = () => ({ status: 201, body: { message: "Messages created successfully" } });
    const result = await sms.send([
      { to: "0532 123 45 67", text: "Provanız yarın: 14:00 & 15:00" },
      { to: "0505 111 22 33", text: "Provanız yarın: 14:00 & 15:00" },
      { to: "0544 123 45 67", text: "Teşekkürler" },
    ]);
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/messages");
      expect(request.query).toEqual({ access_token: "tok&en" });
      expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    }
    expect(Object.fromEntries(new URLSearchParams(fake.requests[0].body))).toEqual({
      title: "GELINLIK",
      receivers: "905321234567,905051112233",
      content: "Provanız yarın: 14:00 & 15:00",
    });
    expect(Object.fromEntries(new URLSearchParams(fake.requests[1].body))).toEqual({
      title: "GELINLIK",
      receivers: "905441234567",
      content: "Teşekkürler",
    });
    expect(result).toMatchObject({ provider: "bulutfon", accepted: 3, rejected: 0, creditsUsed: 3 });
  });

  it.each([
    [401, { error: "Invalid access token" }],
    [403, { error: { message: "forbidden" } }],
    [429, { message: "Too many messages to this number" }],
    [500, "Internal Server Error"],
  ])("turns HTTP %i into a refusal carrying the provider's words", async (status, body) => {
    answer = () => ({ status, body });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({
      code: "provider_error",
      provider: "bulutfon",
      providerCode: String(status),
      httpStatus: status,
      messageKey: "integrations:sms.errors.providerRejected",
    });
  });

  it("treats a 200 that carries an error as a failure", async () => {
    answer = () => ({ status: 200, body: { error: "receivers is invalid" } });
    const error = await sms.send([{ to: "5321234567", text: "x" }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider_error", params: { detail: "receivers is invalid" } });
  });

  it("treats a 2xx that is not JSON as an invalid response", async () => {
    answer = () => ({ status: 200, body: "OK" });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("Bulutfon balance", () => {
  it("reads credit.balance and credit.sms_credits from /me.json", async () => {
    answer = () => ({ status: 200, body: { user: { email: "shop@example.com" }, credit: { balance: "42.50", sms_credits: 1200 } } });
    expect(await sms.balance()).toEqual({ provider: "bulutfon", credits: 1200, money: "42.50" });
    const [request] = fake.requests;
    expect([request.method, request.path, request.query, request.body]).toEqual(["GET", "/me.json", { access_token: "tok&en" }, ""]);
  });

  it("refuses an answer without the credit block", async () => {
    answer = () => ({ status: 200, body: { user: {} } });
    await expect(sms.balance()).rejects.toMatchObject({ code: "invalid_response" });
  });
});
