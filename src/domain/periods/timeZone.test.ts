import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_TIME_ZONE, isValidTimeZone, localDateIn } from "./timeZone";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("localDateIn", () => {
  it("defaults to Europe/Istanbul", () => {
    expect(DEFAULT_SHOP_TIME_ZONE).toBe("Europe/Istanbul");
    // 21:30 UTC is 00:30 the next day in Istanbul (UTC+3)
    expect(localDateIn(new Date("2024-05-31T21:30:00Z"))).toBe("2024-06-01");
  });

  it("uses the company's own zone when given", () => {
    expect(localDateIn(new Date("2024-05-31T21:30:00Z"), "Europe/Berlin")).toBe("2024-05-31");
  });

  it("does not depend on the machine's time zone", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(localDateIn(new Date("2024-05-31T20:59:00Z"))).toBe("2024-05-31");
    process.env.TZ = "America/Los_Angeles";
    expect(localDateIn(new Date("2024-05-31T21:00:00Z"))).toBe("2024-06-01");
  });

  it("refuses an unknown zone", () => {
    expect(isValidTimeZone("Europe/Istanbul")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(() => localDateIn(new Date(), "Mars/Olympus")).toThrow(RangeError);
  });
});
