import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PaytrError, type PaytrErrorCode } from "./paytr";
import { DOCUMENTED_PROVIDER_CODES, SmsError, type SmsErrorCode } from "./sms";

type Tree = { [key: string]: string | Tree };

function load(lng: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(new URL(`../../locales/${lng}/integrations.json`, import.meta.url), "utf8")) as Tree;
  const flat = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") flat.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, "");
  return flat;
}

const locales = { tr: load("tr"), de: load("de"), ku: load("ku") };
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("integrations locale files", () => {
  it("have the same keys in tr, de and ku, none empty, with the same placeholders", () => {
    const keys = [...locales.tr.keys()].sort();
    for (const [lng, texts] of Object.entries(locales)) {
      expect([...texts.keys()].sort(), lng).toEqual(keys);
      for (const key of keys) {
        expect(texts.get(key)?.trim(), `${lng}:${key}`).toBeTruthy();
        expect(variables(texts.get(key)!), `${lng}:${key}`).toEqual(variables(locales.tr.get(key)!));
      }
    }
  });

  it("give every documented provider error code its own Turkish message", () => {
    const seen = new Set<string>();
    for (const [provider, codes] of Object.entries(DOCUMENTED_PROVIDER_CODES)) {
      for (const code of codes ?? []) {
        const error = new SmsError("provider_error", { provider: provider as "netgsm", providerCode: code });
        const key = error.messageKey.replace(/^integrations:/, "");
        expect(locales.tr.has(key), key).toBe(true);
        expect(seen.has(locales.tr.get(key)!), `duplicate text for ${key}`).toBe(false);
        seen.add(locales.tr.get(key)!);
      }
    }
  });

  it("have a message for every SMS and PayTR error code", () => {
    const smsCodes: SmsErrorCode[] = [
      "timeout",
      "network",
      "invalid_response",
      "missing_credentials",
      "unknown_provider",
      "empty_message",
      "invalid_recipient",
      "no_valid_recipients",
      "provider_error",
    ];
    const paytrCodes: PaytrErrorCode[] = ["timeout", "network", "invalid_response", "failed", "invalid_hash", "invalid_input", "missing_credentials"];
    const keys = [...smsCodes.map((code) => new SmsError(code).messageKey), ...paytrCodes.map((code) => new PaytrError(code).messageKey)];
    for (const key of keys) expect(locales.tr.has(key.replace(/^integrations:/, "")), key).toBe(true);
  });
});
