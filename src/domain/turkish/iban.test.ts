import { describe, expect, it } from "vitest";
import { isValidIban, normalizeIban } from "./iban";

describe("IBAN", () => {
  it("accepts a Turkish IBAN typed with spaces and lower case", () => {
    expect(normalizeIban("tr33 0006 1005 1978 6457 8413 26")).toBe("TR330006100519786457841326");
    expect(isValidIban("TR330006100519786457841326")).toBe(true);
  });

  it("refuses a wrong check sum or length", () => {
    expect(isValidIban("TR330006100519786457841327")).toBe(false);
    expect(isValidIban("TR33000610051978645784132")).toBe(false);
    expect(normalizeIban("")).toBeNull();
  });
});
