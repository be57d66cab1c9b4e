import { describe, expect, it } from "vitest";
import { actionLabel, enumLabel, fieldLabel, fieldLabelKey, humanise, titleKey, titleOf } from "./labels";

const dictionary: Record<string, string> = { "announces.fields.title": "Başlık", "announces.titles.list": "Duyurular" };
/** Behaves like i18next: a missing key comes back as the default value when given, else as the key. */
const t = (key: string, options?: Record<string, unknown>) => dictionary[key] ?? (options?.defaultValue as string) ?? key;
const bare = (key: string) => dictionary[key] ?? key;

describe("labels", () => {
  it("builds the keys of the fixed shape", () => {
    expect(fieldLabelKey("announces", "title")).toBe("announces.fields.title");
    expect(titleKey("announces", "edit")).toBe("announces.titles.edit");
  });

  it("humanises names", () => {
    expect(humanise("created_at")).toBe("Created at");
    expect(humanise("taxNo")).toBe("Tax no");
    expect(humanise("sample-categories")).toBe("Sample categories");
  });

  it("translates and falls back to the humanised name, whatever the translator does with a missing key", () => {
    expect(fieldLabel(t, "announces", "title")).toBe("Başlık");
    expect(fieldLabel(t, "announces", "tax_no")).toBe("Tax no");
    expect(fieldLabel(bare, "announces", "tax_no")).toBe("Tax no");
    expect(titleOf(t, "announces", "list")).toBe("Duyurular");
    expect(enumLabel(bare, "sample", "type", "business")).toBe("Business");
  });

  it("labels a declared action by <resource>.actions.<action>.label, else by its humanised name", () => {
    const actions = (key: string, options?: Record<string, unknown>) => (key === "gizmos.actions.complete.label" ? "Tamamla" : t(key, options));
    expect(actionLabel(actions, "gizmos", "complete")).toBe("Tamamla");
    expect(actionLabel(bare, "gizmos", "pay_advance")).toBe("Pay advance");
  });
});
