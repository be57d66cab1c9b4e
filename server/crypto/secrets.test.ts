import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { keyFromFile, lazySecretBox, newSecretsKeyText, parseSecretsKey, secretBox } from "./secrets";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("secrets at rest (x-encrypted)", () => {
  const key = parseSecretsKey(newSecretsKeyText())!;

  it("encrypts with AES-256-GCM into v1:<iv>:<tag>:<ciphertext>, a new IV each time, and decrypts it back", () => {
    const box = secretBox(key);
    const first = box.encrypt("netgsm-şifre-123");
    const second = box.encrypt("netgsm-şifre-123");
    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    const [, iv, tag] = first.split(":");
    expect(Buffer.from(iv, "base64")).toHaveLength(12);
    expect(Buffer.from(tag, "base64")).toHaveLength(16);
    expect(first).not.toBe(second);
    expect(first).not.toContain("şifre");
    expect(box.decrypt(first)).toBe("netgsm-şifre-123");
    expect(box.decrypt(second)).toBe("netgsm-şifre-123");
  });

  it("refuses a value written with another key or changed since", () => {
    const stored = secretBox(key).encrypt("secret");
    expect(() => secretBox(parseSecretsKey(newSecretsKeyText())!).decrypt(stored)).toThrow();
    const [prefix, iv, tag, ciphertext] = stored.split(":");
    const flipped = Buffer.from(ciphertext, "base64");
    flipped[0] ^= 1;
    expect(() => secretBox(key).decrypt([prefix, iv, tag, flipped.toString("base64")].join(":"))).toThrow();
    expect(() => secretBox(key).decrypt("plain text")).toThrow();
  });

  it("takes SECRETS_KEY only as the base64 of 32 bytes, and stops config loading otherwise without printing it", () => {
    const text = newSecretsKeyText();
    expect(loadConfig({ SECRETS_KEY: text }).secretsKey?.bytes()).toEqual(Buffer.from(text, "base64"));
    expect(loadConfig({}).secretsKey).toBeUndefined();
    for (const malformed of ["short", Buffer.alloc(31).toString("base64"), Buffer.alloc(33).toString("base64"), `${text}!`]) {
      expect(() => loadConfig({ SECRETS_KEY: malformed })).toThrow(/SECRETS_KEY/);
      try {
        loadConfig({ SECRETS_KEY: malformed });
      } catch (error) {
        expect((error as Error).message).not.toContain(malformed);
      }
    }
  });

  it("never shows the key in a log, JSON or an inspection", () => {
    const text = newSecretsKeyText();
    const config = loadConfig({ SECRETS_KEY: text });
    expect(JSON.stringify(config)).not.toContain(text);
    expect(inspect(config, { depth: 10 })).not.toContain(text);
    expect(`${config.secretsKey}`).toBe("[secret]");
  });

  it("without SECRETS_KEY creates DATA_DIR/secrets.key (mode 600) on first use and reuses it after a restart", () => {
    const dataDir = path.join(tempDir(), "data");
    const box = lazySecretBox({ dataDir });
    expect(fs.existsSync(path.join(dataDir, "secrets.key"))).toBe(false);
    const stored = box.encrypt("api-key");
    const file = path.join(dataDir, "secrets.key");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(fs.readFileSync(file, "utf8"))).toBeDefined();
    const content = fs.readFileSync(file, "utf8");
    // A restart: a new box over the same directory reads the same key.
    expect(lazySecretBox({ dataDir }).decrypt(stored)).toBe("api-key");
    expect(fs.readFileSync(file, "utf8")).toBe(content);
    expect(keyFromFile(dataDir).bytes()).toEqual(Buffer.from(content.trim(), "base64"));
  });

  it("prefers SECRETS_KEY to the key file, and refuses a damaged key file", () => {
    const dataDir = tempDir();
    const box = lazySecretBox({ dataDir, secretsKey: key });
    expect(secretBox(key).decrypt(box.encrypt("x"))).toBe("x");
    expect(fs.existsSync(path.join(dataDir, "secrets.key"))).toBe(false);
    fs.writeFileSync(path.join(dataDir, "secrets.key"), "not a key");
    expect(() => keyFromFile(dataDir)).toThrow(/secrets\.key/);
  });
});
