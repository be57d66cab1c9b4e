import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Routes never write their own tenant condition: the repository adds `company_id` from the session
 * (README, "Architecture in brief"). The check is textual on purpose, so it also catches reading or
 * writing the column by hand; tests and their helpers may name it.
 */
export interface TenantCondition {
  file: string;
  line: number;
  text: string;
}

const ROUTES = path.join("server", "routes");
const TEST_CODE = /(\.test\.tsx?|[/\\]test-helpers\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_CODE.test(full) ? [full] : [];
  });
}

/** Every line under `<root>/server/routes` (tests excluded) that names `company_id`. */
export function findTenantConditions(root: string): TenantCondition[] {
  return sourceFiles(path.join(root, ROUTES))
    .sort()
    .flatMap((full) =>
      readFileSync(full, "utf8")
        .split("\n")
        .flatMap((text, index) => (text.includes("company_id") ? [{ file: path.relative(root, full), line: index + 1, text: text.trim() }] : [])),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findTenantConditions(process.cwd());
  if (found.length) {
    console.error("Routes must not name company_id: the repository adds the tenant condition from the session.");
    for (const { file, line, text } of found) console.error(`  ${file}:${line}  ${text}`);
    process.exit(1);
  }
  console.log("no tenant conditions in server/routes");
}
