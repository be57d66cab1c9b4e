import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { inspect } from "node:util";

/** AES-256 takes a key of 32 bytes. */
export const SECRETS_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The stored text's version: a later scheme (another cipher, a rotated key) gets its own prefix. */
const PREFIX = "v1";

/**
 * The key that encrypts the `x-encrypted` fields. It never shows in a log, an error or JSON: printed, logged or
 * serialised it reads `[secret]`, and its bytes are reached only through `bytes()`.
 */
export class SecretsKey {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    if (bytes.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key has ${SECRETS_KEY_BYTES} bytes`);
    this.#bytes = Buffer.from(bytes);
  }
  bytes(): Buffer {
    return this.#bytes;
  }
  toJSON(): string {
    return "[secret]";
  }
  toString(): string {
    return "[secret]";
  }
  [inspect.custom](): string {
    return "SecretsKey([secret])";
  }
}

/** A key written as base64 (`SECRETS_KEY`, `secrets.key`): exactly 32 bytes, canonical base64, else undefined. */
export function parseSecretsKey(text: string): SecretsKey | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, "base64");
  if (bytes.length !== SECRETS_KEY_BYTES || bytes.toString("base64") !== trimmed) return undefined;
  return new SecretsKey(bytes);
}

/** A new random key as base64 (what `SECRETS_KEY` and `secrets.key` hold). */
export const newSecretsKeyText = (): string => randomBytes(SECRETS_KEY_BYTES).toString("base64");

/**
 * `DATA_DIR/secrets.key`: read when it exists, else created with 32 random bytes (base64), readable by the
 * server's user alone (mode 600). Two servers starting at once agree: the file is created exclusively and the
 * loser reads the winner's.
 */
export function keyFromFile(dataDir: string): SecretsKey {
  const file = path.join(dataDir, "secrets.key");
  const read = () => {
    const key = parseSecretsKey(fs.readFileSync(file, "utf8"));
    if (!key) throw new Error(`${file} does not hold a base64 key of ${SECRETS_KEY_BYTES} bytes`);
    return key;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${newSecretsKeyText()}\n`, { mode: 0o600, flag: "wx" });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return read();
}

/** Encrypts and decrypts the stored text of secrets with one key. */
export interface SecretBox {
  encrypt(plaintext: string): string;
  /** Throws (naming nothing of the value) when the text was not written with this key or was changed. */
  decrypt(stored: string): string;
}

/** AES-256-GCM, a random 12-byte IV per value; stored as `v1:<iv b64>:<tag b64>:<ciphertext b64>`. */
export function secretBox(key: SecretsKey): SecretBox {
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key.bytes(), iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [PREFIX, iv.toString("base64"), cipher.getAuthTag().toString("base64"), ciphertext.toString("base64")].join(":");
    },
    decrypt(stored) {
      const parts = stored.split(":");
      if (parts.length !== 4 || parts[0] !== PREFIX) throw new Error("not an encrypted value of this server");
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, "base64"));
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error("not an encrypted value of this server");
      const decipher = createDecipheriv("aes-256-gcm", key.bytes(), iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * The app's box: the configured key (`SECRETS_KEY`), else `DATA_DIR/secrets.key`, read (or created) the first
 * time a secret is written or read, so an app that stores none never makes the file.
 */
export function lazySecretBox(source: { secretsKey?: SecretsKey; dataDir: string }): SecretBox {
  let box: SecretBox | undefined;
  const resolved = () => (box ??= secretBox(source.secretsKey ?? keyFromFile(source.dataDir)));
  return {
    encrypt: (plaintext) => resolved().encrypt(plaintext),
    decrypt: (stored) => resolved().decrypt(stored),
  };
}
