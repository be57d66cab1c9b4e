import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkBudgets, formatLine, type Manifest } from "./bundle-budgets";

/**
 * After `vite build` (npm run build): prints the gzip sizes of the login page's JS, the app shell's and every
 * route chunk against their budgets. With `--enforce` it exits non-zero when one is exceeded. Not enforced in
 * `npm run build` yet: today's build is over the login, shell and form budgets (issue 9 stays open until it
 * is not), and a failing build would stop every test run; the report still names each one over budget.
 */
const enforce = process.argv.includes("--enforce");
const DIST = path.resolve("dist");
const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
const lines = checkBudgets(manifest, (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
const over = lines.filter((line) => !line.ok);
// The totals always; of the route chunks only those over budget, with a count of the rest.
for (const line of lines.slice(0, 2)) console.log(formatLine(line));
for (const line of over.filter((line) => line.label.startsWith("route"))) console.log(formatLine(line));
const routes = lines.slice(2);
const biggest = routes.reduce((max, line) => Math.max(max, line.kb), 0);
console.log(`${routes.length - over.filter((line) => line.label.startsWith("route")).length} of ${routes.length} route chunks within ${lines[2]?.budgetKb ?? 60} KB (largest ${biggest.toFixed(1)} KB)`);
if (over.length) {
  console.error(`✗ ${over.length} bundle budget(s) exceeded${enforce ? "" : " (reported, not enforced)"}`);
  if (enforce) process.exitCode = 1;
}
