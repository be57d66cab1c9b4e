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
    { provider: "netgsm", title: "GELINLIK", username: "8503020000", password: "s3cret" },
    { baseUrls: { netgsm: fake.url } },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const reminder = "Sayın Ayşe Hanım, provanız yarın 14:00'tedir.";

describe("NetGSM send", () => {
  it("posts the documented JSON with Basic auth and reports each recipient", async () => {
    answer = () => ({ status: 200, body: { code: "00", jobid: "17377215342605050417149344", description: "queued" } });
    const result = await sms.send([
      { to: "0532 123 45 67", text: reminder },
      { to: "+90 (505) 111 22 33", text: "a".repeat(161) },
    ]);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/sms/rest/v2/send");
    expect(request.query).toEqual({});
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("8503020000:s3cret").toString("base64")}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      msgheader: "GELINLIK",
      encoding: "TR",
      iysfilter: "0",
      messages: [
        { msg: reminder, no: "5321234567" },
        { msg: "a".repeat(161), no: "5051112233" },
      ],
    });

    expect(result).toEqual({
      provider: "netgsm",
      accepted: 2,
      rejected: 0,
      creditsUsed: 3,
      references: ["17377215342605050417149344"],
      recipients: [
        { to: "0532 123 45 67", phone: "+905321234567", status: "accepted", segments: 1, credits: 1 },
        { to: "+90 (505) 111 22 33", phone: "+905051112233", status: "accepted", segments: 2, credits: 2 },
      ],
    });
  });

  it("reports a number that is not a Turkish mobile without sending to it", async () => {
    answer = () => ({ status: 200, body: { code: "00", jobid: "1", description: "queued" } });
    const result = await sms.send([
      { to: "0212 123 45 67", text: reminder },
      { to: "5321234567", text: reminder },
    ]);
    expect(JSON.parse(fake.requests[0].body).messages).toEqual([{ msg: reminder, no: "5321234567" }]);
    expect(result.recipients[0]).toMatchObject({ status: "rejected", credits: 0, error: { code: "invalid_recipient" } });
    expect(result.creditsUsed).toBe(1);
  });

  it("sends nothing when no number is usable or a text is empty", async () => {
    await expect(sms.send([{ to: "123", text: reminder }])).rejects.toMatchObject({ code: "no_valid_recipients" });
    await expect(sms.send([{ to: "5321234567", text: "  " }])).rejects.toMatchObject({ code: "empty_message" });
    expect(fake.requests).toHaveLength(0);
  });

  it.each(DOCUMENTED_PROVIDER_CODES.netgsm!)("turns error code %s into its own message", async (code) => {
    answer = () => ({ status: 406, body: { code, jobid: null, description: "error" } });
    const error = await sms.send([{ to: "5321234567", text: reminder }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({
      code: "provider_error",
      provider: "netgsm",
      providerCode: code,
      httpStatus: 406,
      messageKey: `integrations:sms.netgsm.${code}`,
    });
  });

  it("gives an undocumented code the generic refusal message", async () => {
    answer = () => ({ status: 200, body: { code: "99", jobid: null } });
    await expect(sms.send([{ to: "5321234567", text: reminder }])).rejects.toMatchObject({
      code: "provider_error",
      providerCode: "99",
      messageKey: "integrations:sms.errors.providerRejected",
    });
  });

  it.each([
    ["a non-JSON answer", { status: 200, body: "<html>OK</html>" }],
    ["an answer without a code", { status: 200, body: { jobid: "1" } }],
    ["success without a job id", { status: 200, body: { code: "00" } }],
    ["a JSON array", { status: 200, body: [] }],
  ])("treats %s as an invalid response, never a success", async (_label, fakeAnswer) => {
    answer = () => fakeAnswer;
    await expect(sms.send([{ to: "5321234567", text: reminder }])).rejects.toMatchObject({
      code: "invalid_response",
      messageKey: "integrations:sms.errors.invalidResponse",
    });
  });
});

describe("NetGSM balance", () => {
  it("asks for SMS credits (stip 1) and money (stip 2) with the documented body", async () => {
    answer = (request) =>
      JSON.parse(request.body).stip === 1
        ? { status: 200, body: { code: "00", balance: [{ amount: 399, balance_name: "SMS Count" }, { amount: 5, balance_name: "Voice" }] } }
        : { status: 200, body: { code: "00", balance: "57,860" } };
    expect(await sms.balance()).toEqual({ provider: "netgsm", credits: 399, money: "57.860" });
    expect(fake.requests.map((r) => [r.method, r.path, JSON.parse(r.body)])).toEqual([
      ["POST", "/balance", { usercode: "8503020000", password: "s3cret", stip: 1 }],
      ["POST", "/balance", { usercode: "8503020000", password: "s3cret", stip: 2 }],
    ]);
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it("reads the package list even when it comes without a code", async () => {
    answer = (request) =>
      JSON.parse(request.body).stip === 1
        ? { status: 200, body: { balance: [{ amount: "120", balance_name: "Adet SMS" }] } }
        : { status: 200, body: { code: "00", balance: "0" } };
    expect(await sms.balance()).toEqual({ provider: "netgsm", credits: 120, money: "0" });
  });

  it("maps bad credentials on the balance call to the credentials message", async () => {
    answer = () => ({ status: 200, body: { code: "30", description: "Geçersiz kullanıcı adı" } });
    await expect(sms.balance()).rejects.toMatchObject({ providerCode: "30", messageKey: "integrations:sms.netgsm.30" });
  });

  it("does not reuse a send-only meaning for another balance code", async () => {
    answer = () => ({ status: 200, body: { code: "40" } });
    await expect(sms.balance()).rejects.toMatchObject({ providerCode: "40", messageKey: "integrations:sms.errors.providerRejected" });
  });

  it("refuses a balance that is not a number", async () => {
    answer = () => ({ status: 200, body: { code: "00", balance: "çok" } });
    await expect(sms.balance()).rejects.toMatchObject({ code: "invalid_response" });
  });
});
