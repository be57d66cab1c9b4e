import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_TIME_ZONE, isValidTimeZone, localDateIn, wallClockInstant } from "./timeZone";

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

describe("wallClockInstant", () => {
  it("reads a shop's wall clock in its zone, whatever the machine's", () => {
    expect(wallClockInstant("2027-06-01", "10:00").toISOString()).toBe("2027-06-01T07:00:00.000Z");
    expect(wallClockInstant("2027-01-15", "00:30", "Europe/Berlin").toISOString()).toBe("2027-01-14T23:30:00.000Z");
    expect(wallClockInstant("2027-07-15", "09:15", "Europe/Berlin").toISOString()).toBe("2027-07-15T07:15:00.000Z");
  });

  it("in the hour the clock skips, reads the offset before the jump; in the hour it repeats, the first time", () => {
    // Berlin: 2027-03-28 02:00 → 03:00; 2027-10-31 03:00 → 02:00.
    expect(wallClockInstant("2027-03-28", "02:30", "Europe/Berlin").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(wallClockInstant("2027-10-31", "02:30", "Europe/Berlin").toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(wallClockInstant("2027-10-31", "03:30", "Europe/Berlin").toISOString()).toBe("2027-10-31T02:30:00.000Z");
  });
});
