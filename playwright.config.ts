import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

/**
 * A port nobody listens on now. Another clone's `npm test` may run at the same time on this machine, so the
 * ports are not fixed; they go into the environment, which the test workers (loading this file again) inherit.
 */
const freePort = (): string =>
  execFileSync(process.execPath, ["-e", "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], { encoding: "utf8" }).trim();

process.env.E2E_PORT ??= freePort();
process.env.E2E_SMS_PORT ??= freePort();

const PORT = Number(process.env.E2E_PORT);
export const E2E_PASSWORD = "e2e-Sifre-2026";
/** The platform's SMS account points at a fake Organik gateway that the tests start on this port. */
export const E2E_SMS_PORT = Number(process.env.E2E_SMS_PORT);

/** End-to-end against the built app served by the real server on a fresh data directory, in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data && tsx server/main.ts --no-build`,
    url: `http://127.0.0.1:${PORT}/api/docs`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e-data",
      SEED_PASSWORD: E2E_PASSWORD,
      NODE_ENV: "production",
      // Every test signs in and registers from the same address, several within a minute now that pages load
      // quicker: the per-address limit (10 a minute) is for one person and is tested in server/routes/auth.
      LOGIN_RATE_LIMIT: "1000",
      SYSTEM_SMS_PROVIDER: "organik",
      SYSTEM_SMS_TITLE: "GELINLIK",
      SYSTEM_SMS_API_KEY: "e2e-anahtar",
      SMS_ORGANIK_URL: `http://127.0.0.1:${E2E_SMS_PORT}`,
    },
  },
});
