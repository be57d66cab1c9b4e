import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { schemas } from "../src/schemas";
import { GENERATED_PATH, renderResourceTableExports } from "./generate-tables";

/**
 * Fails when a schema changed without `npm run gen`: the generated table exports differ, or drizzle-kit
 * would write a new migration for the current tables.
 */
const problems: string[] = [];

if (readFileSync(GENERATED_PATH, "utf8") !== renderResourceTableExports(schemas.map((schema) => schema.$id))) {
  problems.push(`${path.relative(process.cwd(), GENERATED_PATH)} is stale`);
}

const migrations = path.resolve("server/db/migrations");
const scratch = mkdtempSync(path.join(os.tmpdir(), "migrations-check-"));
try {
  cpSync(migrations, scratch, { recursive: true });
  const before = readdirSync(scratch).sort().join("\n");
  execFileSync("npx", ["drizzle-kit", "generate", "--dialect", "postgresql", "--schema", "./server/db/tables.ts", "--out", scratch], {
    stdio: "pipe",
  });
  const after = readdirSync(scratch).sort().join("\n");
  if (before !== after) problems.push("the tables differ from the checked-in migrations");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Generated files are stale: ${problems.join("; ")}. Run "npm run gen" and commit the result.`);
  process.exit(1);
}
console.log("generated files are up to date");
