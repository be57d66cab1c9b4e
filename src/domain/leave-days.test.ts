import { describe, expect, it } from "vitest";
import { leaveFinish } from "./leave-days";

describe("leaveFinish", () => {
  it("ends a one-day leave the day it starts, a longer one on its last day, across months and years", () => {
    expect(leaveFinish("2026-11-24", 1)).toBe("2026-11-24");
    expect(leaveFinish("2026-11-24", 2)).toBe("2026-11-25");
    expect(leaveFinish("2026-11-29", 5)).toBe("2026-12-03");
    expect(leaveFinish("2026-12-31", 2)).toBe("2027-01-01");
  });

  it("has no end while the start or the day count is not a valid value", () => {
    expect(leaveFinish(undefined, 2)).toBeUndefined();
    expect(leaveFinish("2026-11-24", undefined)).toBeUndefined();
    expect(leaveFinish("2026-11-24", 0)).toBeUndefined();
    expect(leaveFinish("2026-11-24", 1.5)).toBeUndefined();
  });
});
