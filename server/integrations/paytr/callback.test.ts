import { describe, expect, it, vi } from "vitest";
import { opensslHmacBase64 } from "../testing/opensslHmac";
import { PAYTR_CALLBACK_ANSWER, createMemoryCallbackStore, processCallbackOnce, verifyCallback } from "./callback";
import { PaytrError } from "./errors";

const credentials = { merchantId: "123456", merchantKey: "KEYkey123", merchantSalt: "SALTsalt456" };

function callbackBody(overrides: Record<string, string> = {}): Record<string, string> {
  const body = {
    merchant_oid: "GLN2024000123",
    status: "success",
    total_amount: "3456",
    payment_amount: "3456",
    payment_type: "card",
    currency: "TL",
    test_mode: "1",
    failed_reason_code: "",
    failed_reason_msg: "",
    ...overrides,
  };
  const hash = opensslHmacBase64("KEYkey123", body.merchant_oid + "SALTsalt456" + body.status + body.total_amount);
  return { hash, ...body };
}

describe("verifyCallback", () => {
  it("accepts a notification signed as PayTR signs it", () => {
    const callback = verifyCallback(callbackBody(), credentials);
    expect(callback).toMatchObject({ merchantOid: "GLN2024000123", status: "success", totalAmount: 3456, paymentAmount: 3456, testMode: true });
  });

  it("reads form bodies as URLSearchParams too", () => {
    const params = new URLSearchParams(callbackBody({ status: "failed", failed_reason_code: "2", failed_reason_msg: "Yetersiz bakiye" }));
    expect(verifyCallback(params, credentials)).toMatchObject({ status: "failed", failedReasonCode: "2", failedReasonMsg: "Yetersiz bakiye" });
  });

  it.each([
    ["a wrong hash", { hash: "AAAA" }],
    ["a changed amount", { total_amount: "1" }],
    ["a changed status", { status: "failed" }],
    ["a missing hash", { hash: "" }],
  ])("refuses %s", (_label, change) => {
    const body = { ...callbackBody(), ...change };
    try {
      verifyCallback(body, credentials);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PaytrError);
      expect(error).toMatchObject({ code: "invalid_hash", messageKey: "integrations:paytr.errors.invalidHash" });
    }
  });

  it("refuses a hash made with another key", () => {
    const body = callbackBody();
    body.hash = opensslHmacBase64("otherKey", body.merchant_oid + "SALTsalt456" + body.status + body.total_amount);
    expect(() => verifyCallback(body, credentials)).toThrow(PaytrError);
  });
});

describe("processCallbackOnce", () => {
  it("handles each merchant_oid once and answers OK every time", async () => {
    const store = createMemoryCallbackStore();
    const handler = vi.fn(async () => {});
    const callback = verifyCallback(callbackBody(), credentials);

    expect(await processCallbackOnce(store, callback, handler)).toEqual({ answer: "OK", firstTime: true });
    expect(await processCallbackOnce(store, callback, handler)).toEqual({ answer: "OK", firstTime: false });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(PAYTR_CALLBACK_ANSWER).toBe("OK");

    const other = verifyCallback(callbackBody({ merchant_oid: "GLN2024000999" }), credentials);
    await processCallbackOnce(store, other, handler);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("lets a failing handler's error through so the route does not answer OK", async () => {
    const callback = verifyCallback(callbackBody(), credentials);
    await expect(
      processCallbackOnce(createMemoryCallbackStore(), callback, async () => {
        throw new Error("db down");
      }),
    ).rejects.toThrow("db down");
  });
});
