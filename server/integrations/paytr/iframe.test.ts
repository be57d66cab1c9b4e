import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closedPortUrl, startFakeServer, type FakeHandler, type FakeServer } from "../testing/fakeHttpServer";
import { opensslHmacBase64 } from "../testing/opensslHmac";
import { PaytrError } from "./errors";
import { createIframeToken, type IframePaymentInput } from "./iframe";

const credentials = { merchantId: "123456", merchantKey: "KEYkey123", merchantSalt: "SALTsalt456" };
const input: IframePaymentInput = {
  userIp: "85.34.78.112",
  merchantOid: "GLN2024000123",
  email: "ayse@example.com",
  paymentAmount: 3456,
  basket: [
    { name: "Gelinlik kiralama", unitPrice: 1800, quantity: 1 },
    { name: "Duvak", unitPrice: 828, quantity: 2 },
  ],
  noInstallment: false,
  maxInstallment: 0,
  testMode: true,
  userName: "Ayşe Yılmaz",
  userAddress: "Bağdat Cad. 1, Kadıköy / İstanbul",
  userPhone: "05321234567",
  merchantOkUrl: "https://shop.example.com/odeme/basarili",
  merchantFailUrl: "https://shop.example.com/odeme/hata",
};

let fake: FakeServer;
let answer: FakeHandler;
beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe("createIframeToken", () => {
  it("posts every documented field form-encoded, signed as openssl signs it", async () => {
    answer = () => ({ status: 200, body: { status: "success", token: "abc123TOKEN" } });
    const result = await createIframeToken(input, credentials, { baseUrl: fake.url });

    const [request] = fake.requests;
    expect([request.method, request.path, request.query, request.headers["content-type"]]).toEqual([
      "POST",
      "/odeme/api/get-token",
      {},
      "application/x-www-form-urlencoded",
    ]);
    const basket = Buffer.from(JSON.stringify([["Gelinlik kiralama", "18.00", 1], ["Duvak", "8.28", 2]])).toString("base64");
    const concatenation = "123456" + "85.34.78.112" + "GLN2024000123" + "ayse@example.com" + "3456" + basket + "0" + "0" + "TL" + "1";
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      merchant_id: "123456",
      user_ip: "85.34.78.112",
      merchant_oid: "GLN2024000123",
      email: "ayse@example.com",
      payment_amount: "3456",
      user_basket: basket,
      no_installment: "0",
      max_installment: "0",
      currency: "TL",
      test_mode: "1",
      user_name: "Ayşe Yılmaz",
      user_address: "Bağdat Cad. 1, Kadıköy / İstanbul",
      user_phone: "05321234567",
      merchant_ok_url: "https://shop.example.com/odeme/basarili",
      merchant_fail_url: "https://shop.example.com/odeme/hata",
      timeout_limit: "30",
      debug_on: "0",
      lang: "tr",
      paytr_token: opensslHmacBase64("KEYkey123", concatenation + "SALTsalt456"),
    });
    expect(result).toEqual({ token: "abc123TOKEN", iframeUrl: `${fake.url}/odeme/guvenli/abc123TOKEN` });
  });

  it("throws PayTR's reason when it refuses", async () => {
    answer = () => ({ status: 200, body: { status: "failed", reason: "paytr_token gonderilmedi veya gecersiz" } });
    const error = await createIframeToken(input, credentials, { baseUrl: fake.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaytrError);
    expect(error).toMatchObject({
      code: "failed",
      reason: "paytr_token gonderilmedi veya gecersiz",
      messageKey: "integrations:paytr.errors.failed",
      params: { reason: "paytr_token gonderilmedi veya gecersiz" },
    });
  });

  it.each([
    ["HTML", "<html>Bakım</html>"],
    ["success without a token", { status: "success" }],
    ["no status", { token: "x" }],
  ])("treats %s as an invalid response", async (_label, body) => {
    answer = () => ({ status: 200, body });
    await expect(createIframeToken(input, credentials, { baseUrl: fake.url })).rejects.toMatchObject({ code: "invalid_response" });
  });

  it.each([
    [{ merchantOid: "GLN-2024" }, "merchant_oid"],
    [{ merchantOid: "x".repeat(65) }, "merchant_oid"],
    [{ userIp: "1".repeat(40) }, "user_ip"],
    [{ paymentAmount: 34.56 }, "payment_amount"],
    [{ basket: [] }, "user_basket"],
    [{ maxInstallment: 13 }, "max_installment"],
  ])("refuses %j before calling PayTR", async (change, field) => {
    await expect(createIframeToken({ ...input, ...change }, credentials, { baseUrl: fake.url })).rejects.toMatchObject({
      code: "invalid_input",
      params: { field },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("times out when PayTR does not answer", async () => {
    answer = () => "hang";
    await expect(createIframeToken(input, credentials, { baseUrl: fake.url, timeoutMs: 200 })).rejects.toMatchObject({
      code: "timeout",
      messageKey: "integrations:paytr.errors.timeout",
    });
  });

  it("reports a network failure", async () => {
    await expect(createIframeToken(input, credentials, { baseUrl: await closedPortUrl() })).rejects.toMatchObject({ code: "network" });
  });
});
