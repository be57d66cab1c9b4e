import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { uncommonPasswordRule } from "./password-rules";

const t = ((key: string) => key) as unknown as TFunction;
const check = (value: string | undefined) => uncommonPasswordRule(t).validator!({}, value, () => {});

describe("uncommonPasswordRule", () => {
  it("refuses blanks only and the commonest passwords before the form is sent", async () => {
    await expect(check("      ")).rejects.toThrow("settings.errors.passwordBlank");
    await expect(check("Galatasaray")).rejects.toThrow("settings.errors.passwordCommon");
  });

  it("leaves an empty field to the required rule and lets a good password through", async () => {
    await expect(check(undefined)).resolves.toBeUndefined();
    await expect(check("gelin-2026")).resolves.toBeUndefined();
  });
});
