/**
 * `npm run measure:lcp`: Largest Contentful Paint of the login page and of the home page signed in, in headless
 * Chromium against the real server serving the current build (dist/, from `npm run build`; nothing is built
 * here) on a fresh PGlite data directory. Each page unthrottled and with 4× CPU throttling, cold cache (a new
 * browser context per load), median of `--runs` loads (5). A measurement, not a test: it prints the table, and
 * with `--write` puts it into docs/performance.md. One browser run at a time on a shared machine:
 * `flock /tmp/e2e.lock npm run measure:lcp -- --write`. `--waterfall` also prints every request of each page's
 * first load (start–end), to see what the first paint waits for; `--unthrottled` skips the 4× loads (while
 * developing; never with `--write`).
 */
import path from "node:path";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { withBuiltApp } from "./measure-server";
import { machineLine, median, writeSection } from "./perf-doc";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const PASSWORD = "lcp-Olcum-2026";

interface PageCase {
  name: string;
  path: string;
  /** Shown once the page has rendered its content. */
  ready: string;
  signedIn: boolean;
}

const PAGES: PageCase[] = [
  { name: "login page", path: "/giris-yap", ready: "#login-submit", signedIn: false },
  { name: "home page, signed in", path: "/anasayfa", ready: "#welcome", signedIn: true },
];

interface Load {
  /** Each request's name and start and end (ms from navigation), for --waterfall. */
  timeline: string[];
  lcp: number;
  fcp: number;
  ttfb: number;
  element: string;
  scriptBytes: number;
  requests: number;
}

/**
 * Installed before any page script: keeps the latest largest-contentful-paint entry until the first input (after
 * which Chromium reports none, and neither do we).
 */
const OBSERVE_LCP = `
  window.__lcp = { value: 0, element: "" };
  let ended = false;
  const end = () => { ended = true; };
  addEventListener("pointerdown", end, { capture: true, once: true });
  addEventListener("keydown", end, { capture: true, once: true });
  new PerformanceObserver((list) => {
    if (ended) return;
    const entry = list.getEntries().at(-1);
    const el = entry.element;
    window.__lcp = {
      value: entry.startTime,
      element: el ? el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/)[0] : "") : "(removed)",
    };
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function loadOnce(browser: Browser, base: string, page: PageCase, throttle: number, storage: BrowserContextOptions["storageState"]): Promise<Load> {
  // A new context has an empty HTTP and code cache: every load is a first visit.
  const context = await browser.newContext({ baseURL: base, locale: "tr-TR", timezoneId: "Europe/Istanbul", storageState: page.signedIn ? storage : undefined });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(OBSERVE_LCP);
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await tab.goto(page.path, { waitUntil: "networkidle" });
    await tab.locator(page.ready).waitFor({ state: "visible" });
    // Settled: the content is there and the network is quiet; two frames let a last paint be reported.
    return await tab.evaluate(
      () =>
        new Promise<Load>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const lcp = (window as unknown as { __lcp: { value: number; element: string } }).__lcp;
              const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
              const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
              const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
              resolve({
                timeline: resources.map((r) => `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ms ${r.transferSize} B ${r.name.replace(location.origin, "")}`),
                lcp: lcp.value,
                fcp,
                ttfb: navigation.responseStart,
                element: lcp.element,
                scriptBytes: resources.filter((r) => r.initiatorType === "script" || r.name.endsWith(".js")).reduce((sum, r) => sum + r.transferSize, 0),
                requests: resources.length + 1,
              });
            }),
          ),
        ),
    );
  } finally {
    await context.close();
  }
}

/** Signs the seeded shop owner in through the login page, as the end-to-end tests do, and keeps the session. */
async function signIn(browser: Browser, base: string, email: string): Promise<BrowserContextOptions["storageState"]> {
  const context = await browser.newContext({ baseURL: base, locale: "tr-TR" });
  const page = await context.newPage();
  await page.goto("/giris-yap");
  await page.fill("#login_email", email);
  await page.fill("#login_password", PASSWORD);
  await page.click("#login-submit");
  await page.waitForURL(/\/anasayfa/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  if (args.includes("--write") && args.includes("--unthrottled")) throw new Error("--write needs the throttled loads too");
  await withBuiltApp("lcp", PASSWORD, async ({ url, browser, ownerEmail }) => {
    const storage = await signIn(browser, url, ownerEmail);
    const rows: string[] = [];
    for (const page of PAGES) {
      for (const throttle of args.includes("--unthrottled") ? [1] : [1, 4]) {
        const loads: Load[] = [];
        for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url, page, throttle, storage));
        if (args.includes("--waterfall")) console.log(`${page.name}, ${throttle}×:\n  ${loads[0].timeline.join("\n  ")}\n  LCP ${ms(loads[0].lcp)}`);
        const lcps = loads.map((load) => load.lcp);
        const elements = [...new Set(loads.map((load) => load.element))].join(", ");
        const row = [
          page.name,
          throttle === 1 ? "none" : `${throttle}×`,
          `**${ms(median(lcps))}**`,
          `${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))}`,
          ms(median(loads.map((load) => load.fcp))),
          ms(median(loads.map((load) => load.ttfb))),
          `${Math.round(median(loads.map((load) => load.scriptBytes)) / 1024)} KB`,
          String(median(loads.map((load) => load.requests))),
          `\`${elements}\``,
        ];
        rows.push(`| ${row.join(" | ")} |`);
        console.log(rows.at(-1));
      }
    }
    const table = [
      "| page | CPU throttling | LCP (median) | LCP range | FCP | TTFB | JS transferred | requests | LCP element |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n");
    const body = [
      `Measured by \`npm run measure:lcp\` (the current \`dist/\` served by the real server on localhost, fresh PGlite`,
      `data directory, headless Chromium ${browser.version()} at 1280×720, cold cache: a new browser context per load,`,
      `median of ${runs} loads; LCP from a buffered \`largest-contentful-paint\` observer until the page is settled) on:`,
      `${machineLine()}. Target: LCP under 1 s unthrottled.`,
      "",
      table,
    ].join("\n");
    console.log(`\n${body}`);
    if (args.includes("--write")) {
      writeSection(path.resolve("docs/performance.md"), "lcp-measured", body);
      console.log("\nwritten to docs/performance.md");
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
