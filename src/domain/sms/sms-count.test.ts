import { describe, expect, it } from "vitest";
import { smsCount } from "./sms-count";

/** 152 characters holding ş, ı and ğ: each takes two septets in the Turkish shift table, so one SMS is not enough. */
const TWO_SEGMENTS =
  "Sayın müşterimiz, gelinliğiniz hazırdır. Provanız cumartesi saat 14:00'te mağazamızda yapılacaktır. Lütfen kimliğinizi yanınızda getiriniz. Teşekkürler";

describe("smsCount", () => {
  it("counts a two-segment Turkish text for three recipients as six credits", () => {
    expect(TWO_SEGMENTS.length).toBeLessThanOrEqual(160);
    expect(smsCount(TWO_SEGMENTS, 3)).toEqual({ characters: TWO_SEGMENTS.length, segments: 2, encoding: "gsm7_turkish", recipients: 3, credits: 6 });
  });

  it("counts one plain segment, and nothing for an empty text", () => {
    expect(smsCount("Merhaba, provaniz yarin.", 1)).toMatchObject({ segments: 1, encoding: "gsm7", credits: 1 });
    expect(smsCount("", 5)).toMatchObject({ characters: 0, segments: 0, credits: 0 });
  });

  it("switches to Unicode for a letter outside the Turkish table, counting an emoji as one character", () => {
    expect(smsCount("Tebrikler 💍", 2)).toMatchObject({ characters: 11, encoding: "ucs2", segments: 1, credits: 2 });
  });

  it("takes no recipients as no credits", () => {
    expect(smsCount("Merhaba", 0).credits).toBe(0);
  });
});
