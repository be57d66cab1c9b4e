import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layering rules of .dependency-cruiser.cjs, run through the same CLI as `npm run check:boundaries`:
 * over scripts/__fixtures__/boundaries, where each file breaks one rule, and over the real tree.
 */
const root = path.resolve(import.meta.dirname, "..");
const fixture = path.join(root, "scripts/__fixtures__/boundaries");
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const ruleNames: string[] = createRequire(import.meta.url)(config).forbidden.map((rule: { name: string }) => rule.name);

function cruise(cwd: string, ...extra: string[]) {
  return spawnSync(process.execPath, [depcruise, "src", "server", "scripts", "--config", config, ...extra], { cwd, encoding: "utf8" });
}

interface Violation {
  from: string;
  rule: { name: string };
}

const planted: [rule: string, file: string][] = [
  ["browser-imports-server", "src/pages/imports-server.ts"],
  ["browser-imports-server", "src/pages/imports-script.ts"],
  ["browser-test-imports-server", "src/pages/imports-server.test.tsx"],
  ["schema-imports-outside-schemas", "src/schemas/imports-domain.schema.ts"],
  ["schema-type-import-outside-permissions", "src/schemas/types-from-domain.schema.ts"],
  ["domain-is-not-pure", "src/domain/uses-react.ts"],
  ["domain-is-not-pure", "src/domain/uses-node.ts"],
  ["server-imports-browser", "server/routes/imports-widget.ts"],
  ["server-cycle", "server/cycle-a.ts"],
];

describe("the boundary check on planted violations", () => {
  let violations: Violation[];
  beforeAll(() => {
    const run = cruise(fixture, "--output-type", "json");
    expect(run.status, run.stderr).toBe(0);
    violations = JSON.parse(run.stdout).summary.violations;
  });

  it.each(planted)("reports %s in %s", (rule, file) => {
    expect(violations).toContainEqual(expect.objectContaining({ from: file, rule: expect.objectContaining({ name: rule }) }));
  });

  it("reports nothing else: a type-only permission import in a schema, decimal.js in the domain, schemas in the server and a browser test loading a throwaway schema pass", () => {
    const found = violations.map((violation): [string, string] => [violation.rule.name, violation.from]);
    expect(found.sort()).toEqual([...planted].sort());
  });

  it("plants a violation for every rule of the config", () => {
    expect(new Set(planted.map(([rule]) => rule))).toEqual(new Set(ruleNames));
  });

  it("fails the command, as npm test would", () => {
    const run = cruise(fixture);
    expect(run.status).toBe(planted.length);
    expect(run.stdout).toContain("error domain-is-not-pure: src/domain/uses-node.ts");
  });
});

describe("the boundary check on the real tree", () => {
  it("passes", () => {
    const run = cruise(root);
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/no dependency violations found/);
  });
});
