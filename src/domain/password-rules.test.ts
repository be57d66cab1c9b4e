import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules";

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
