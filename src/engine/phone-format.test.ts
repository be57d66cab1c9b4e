import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone-format";

describe("formatPhone", () => {
  it("writes a stored Turkish mobile (E.164) in the phone mask", () => {
    expect(formatPhone("+905321112233")).toBe("+90 (532) 111 22 33");
    expect(formatPhone("+905321112233", "+90 (###) ### ####")).toBe("+90 (532) 111 2233");
    expect(formatPhone("00905321112233")).toBe("+90 (532) 111 22 33");
    expect(formatPhone("05321112233")).toBe("+90 (532) 111 22 33");
  });

  it("gives another country's number its own code, then groups, never the Turkish mask", () => {
    expect(formatPhone("+4917012345678")).toBe("+49 170 123 456 78");
    expect(formatPhone("+491701234567")).toBe("+49 170 123 4567");
    expect(formatPhone("+12025550123")).toBe("+1 202 555 0123");
    expect(formatPhone("+9647501234567")).toBe("+964 750 123 4567");
    expect(formatPhone("0049 170 1234567")).toBe("+49 170 123 4567");
  });

  it("shows what does not fit the mask as stored instead of cutting digits off", () => {
    expect(formatPhone("+9053211122334")).toBe("+9053211122334");
    expect(formatPhone("0212 555 01 23 dahili 12")).toBe("0212 555 01 23 dahili 12");
    expect(formatPhone("532111")).toBe("532111");
  });
});
