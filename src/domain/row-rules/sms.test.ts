import { describe, expect, it } from "vitest";
import { SMS_RULES } from "./sms";

describe("SMS row rules", () => {
  it.each([
    ["failed", true],
    ["unknown", true],
    ["queued", false],
    ["sending", false],
    ["sent", false],
  ])("a %s message may be resent: %s", (status, allowed) => {
    expect(SMS_RULES.resendable({ status })).toBe(allowed);
  });
});
