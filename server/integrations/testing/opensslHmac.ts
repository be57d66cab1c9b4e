import { execFileSync } from "node:child_process";

/**
 * base64(HMAC-SHA256) computed by the openssl binary, the independent reference the PayTR tests compare
 * our signatures with. Key and message go through the environment and stdin, never through a shell string.
 */
export function opensslHmacBase64(key: string, message: string): string {
  return execFileSync("sh", ["-c", 'openssl dgst -sha256 -hmac "$HMAC_KEY" -binary | base64'], {
    input: Buffer.from(message, "utf8"),
    env: { ...process.env, HMAC_KEY: key },
  })
    .toString("utf8")
    .trim();
}
