import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findTenantConditions } from "./check-tenant-conditions";

const script = path.resolve(import.meta.dirname, "check-tenant-conditions.ts");
const tsx = path.resolve(import.meta.dirname, "../node_modules/tsx/dist/cli.mjs");
let tree: string;

/** Writes a throwaway project with the given files under server/routes. */
function routes(files: Record<string, string>) {
  tree = mkdtempSync(path.join(os.tmpdir(), "tenant-conditions-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(tree, "server/routes", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe("the tenant-condition check", () => {
  it("names every route line with company_id, and ignores tests and test helpers", () => {
    routes({
      "users/read-users.ts": 'import { users } from "../../db/core";\nconst where = eq(users.company_id, companyId);\n',
      "clients/index.ts": "export const clean = true;\n",
      "users/users.test.ts": "expect(row.company_id).toBe(1);\n",
      "users/test-helpers.ts": "export const row = { company_id: 1 };\n",
    });
    expect(findTenantConditions(tree)).toEqual([
      { file: path.join("server/routes/users/read-users.ts"), line: 2, text: "const where = eq(users.company_id, companyId);" },
    ]);
  });

  it("fails the command on a planted condition and passes on clean routes", () => {
    routes({ "uploads/delete-image.ts": "db.delete(uploads).where(eq(uploads.company_id, id));\n", "clients/index.ts": "export const clean = true;\n" });
    const failing = spawnSync(process.execPath, [tsx, script], { cwd: tree, encoding: "utf8" });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain("server/routes/uploads/delete-image.ts:1");

    rmSync(path.join(tree, "server/routes/uploads"), { recursive: true });
    const passing = spawnSync(process.execPath, [tsx, script], { cwd: tree, encoding: "utf8" });
    expect(passing.status, passing.stderr).toBe(0);
  });
});
