import { describe, expect, it } from "vitest";
import { passwordChangeProblem, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it.each(["      ", "\t\t\t\t\t\t", " \u00a0  \n "])("calls a password of blanks only blank (%j)", (password) => {
    expect(passwordProblem(password)).toBe("blank");
  });

  it.each(["123456", "qwerty", "sifre123", "Şifre123", "SIFRE123", "galatasaray", "GalataSaray", "fenerbahçe", "Fenerbahce", " 123456 "])(
    "calls %j common, whatever its letter case and accents",
    (password) => {
      expect(passwordProblem(password)).toBe("common");
    },
  );

  it.each(["gelin-2026", "Duvak!Tül9", "ayşe.gelinlik", "parola1x"])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe("passwordChangeProblem", () => {
  it("refuses the old password as the new one, exactly as typed", () => {
    expect(passwordChangeProblem("gelin-2026", "gelin-2026")).toBe("unchanged");
    expect(passwordChangeProblem("Gelin-2026", "gelin-2026")).toBeNull();
  });

  it("keeps the rules of any new password", () => {
    expect(passwordChangeProblem("123456", "gelin-2026")).toBe("common");
    expect(passwordChangeProblem("      ", "gelin-2026")).toBe("blank");
  });
});
