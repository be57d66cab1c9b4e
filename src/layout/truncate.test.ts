import { describe, expect, it } from "vitest";
import { NOTIFICATION_DESCRIPTION_LIMIT, truncate } from "./truncate";

describe("truncate", () => {
  it("cuts notification descriptions at 40 characters", () => {
    const text = "Kiralık gelinliklerin teslim tarihi yaklaşıyor, lütfen kontrol edin";
    expect(truncate(text, NOTIFICATION_DESCRIPTION_LIMIT)).toBe(`${[...text].slice(0, 40).join("")}…`);
    expect(truncate("Kısa", NOTIFICATION_DESCRIPTION_LIMIT)).toBe("Kısa");
  });
});
