import { describe, expect, it } from "vitest";
import { languageFrom, translate } from "./i18n";

describe("server messages", () => {
  it("picks the first supported language of Accept-Language, Turkish otherwise", () => {
    expect(languageFrom("de-DE,de;q=0.9")).toBe("de");
    expect(languageFrom("en-US, ku;q=0.5")).toBe("ku");
    expect(languageFrom(undefined)).toBe("tr");
    expect(languageFrom("fr")).toBe("tr");
  });

  it("fills placeholders and resolves namespaced keys of every server file", () => {
    expect(translate("tr", "server.validation.maxLength", { limit: 5 })).toBe("En fazla 5 karakter girilebilir.");
    expect(translate("de", "integrations:sms.netgsm.30")).toBe(translate("de", "integrations.sms.netgsm.30"));
    expect(translate("de", "integrations:sms.netgsm.30")).not.toContain("sms.netgsm");
  });
});
