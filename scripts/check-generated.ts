import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { schemas } from "../src/schemas";
import type { ResourceSchema } from "../src/schemas/resource";
import { GENERATED_PATH, renderResourceTables } from "./generate-tables";

/**
 * Fails when a schema changed without `npm run gen`: the generated table exports differ, or drizzle-kit
 * would write a new migration for the current tables.
 */
const problems: string[] = [];

if (readFileSync(GENERATED_PATH, "utf8") !== renderResourceTables(schemas as readonly ResourceSchema[])) {
  problems.push(`${path.relative(process.cwd(), GENERATED_PATH)} is stale`);
}

const migrations = path.resolve("server/db/migrations");
// drizzle-kit takes `--out` relative to the project (it prefixes "./"), so the scratch copy lives inside it.
mkdirSync(".tmp", { recursive: true });
const scratch = path.relative(process.cwd(), mkdtempSync(path.join(".tmp", "migrations-check-")));
try {
  cpSync(migrations, scratch, { recursive: true });
  const before = readdirSync(scratch).sort().join("\n");
  const output = execFileSync("npx", ["drizzle-kit", "generate", "--dialect", "postgresql", "--schema", "./server/db/tables.ts", "--out", scratch], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const after = readdirSync(scratch).sort().join("\n");
  if (before !== after) problems.push("the tables differ from the checked-in migrations");
  else if (!/nothing to migrate|No schema changes/i.test(output)) problems.push(`drizzle-kit did not confirm the migrations:\n${output}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Generated files are stale: ${problems.join("; ")}. Run "npm run gen" and commit the result.`);
  process.exit(1);
}
console.log("generated files are up to date");
