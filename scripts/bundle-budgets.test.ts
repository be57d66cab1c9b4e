import { describe, expect, it } from "vitest";
import { checkBudgets, pageChunks, routeChunks, scaledBudgets, type Manifest } from "./bundle-budgets";

// A small build: the entry, the login page, refine with the layout and home, and two lazy pages sharing a form.
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "locales/tr/common.json": { file: "assets/tr-common.js", isDynamicEntry: true },
  "locales/tr/clients.json": { file: "assets/tr-clients.js", isDynamicEntry: true },
  "locales/tr/pages/cash.json": { file: "assets/tr-cash.js", isDynamicEntry: true },
  "locales/de/common.json": { file: "assets/de-common.js", isDynamicEntry: true },
  "node_modules/antd/es/locale/tr_TR.js": { file: "assets/tr_TR.js", isDynamicEntry: true },
  "node_modules/dayjs/locale/tr.js": { file: "assets/dayjs-tr.js", isDynamicEntry: true },
  "src/AppRoutes.tsx": { file: "assets/app-routes.js", isDynamicEntry: true, imports: ["_react.js"] },
  "src/pages/login/LoginPage.tsx": { file: "assets/login.js", isDynamicEntry: true, imports: ["_react.js"] },
  "src/RefineApp.tsx": { file: "assets/refine.js", isDynamicEntry: true, imports: ["_antd.js"] },
  "_antd.js": { file: "assets/antd.js", imports: ["_react.js"] },
  "src/layout/AuthenticatedLayout.tsx": { file: "assets/layout.js", isDynamicEntry: true, imports: ["_antd.js"] },
  "src/pages/home/HomePage.tsx": { file: "assets/home.js", isDynamicEntry: true, imports: ["_antd.js"] },
  "src/pages/clients/List.tsx": { file: "assets/clients.js", isDynamicEntry: true, imports: ["_form.js", "_antd.js"] },
  "src/pages/settings/Settings.tsx": { file: "assets/settings.js", isDynamicEntry: true, imports: ["_form.js"] },
  "_form.js": { file: "assets/form.js", imports: ["_antd.js"] },
  "src/styles.css": { file: "assets/styles.css" },
};
const KB = 1024;
const sizes = (overrides: Record<string, number> = {}) => (file: string) => (overrides[file] ?? 10) * KB;

describe("bundle budgets", () => {
  it("counts for the login page the entry, its static imports, the Turkish common texts, antd and dayjs locales and the login page, not refine", () => {
    const { login, shell } = pageChunks(manifest);
    expect([...login].sort()).toEqual([
      "_react.js",
      "index.html",
      "locales/tr/common.json",
      "node_modules/antd/es/locale/tr_TR.js",
      "node_modules/dayjs/locale/tr.js",
      "src/pages/login/LoginPage.tsx",
    ]);
    expect([...shell]).toEqual(
      expect.arrayContaining([...login, "src/AppRoutes.tsx", "locales/tr/clients.json", "src/RefineApp.tsx", "_antd.js", "src/layout/AuthenticatedLayout.tsx", "src/pages/home/HomePage.tsx"]),
    );
    expect(shell.has("locales/de/common.json")).toBe(false);
    // A page's own texts come with that page.
    expect(shell.has("locales/tr/pages/cash.json")).toBe(false);
    expect(shell.has("_form.js")).toBe(false);
  });

  it("holds each lazy page and each shared chunk only routes load to the route budget, once each", () => {
    const { shell } = pageChunks(manifest);
    // Another language's texts are loaded by that language's users only, each file far below the route budget.
    expect(routeChunks(manifest, shell).sort()).toEqual(["_form.js", "locales/de/common.json", "locales/tr/pages/cash.json", "src/pages/clients/List.tsx", "src/pages/settings/Settings.tsx"]);
  });

  it("passes a build within every budget, summing gzip sizes of JavaScript only", () => {
    const lines = checkBudgets(manifest, sizes());
    expect(lines.every((line) => line.ok)).toBe(true);
    expect(lines[0]).toMatchObject({ kb: 60, budgetKb: 200 });
    expect(lines[1]).toMatchObject({ kb: 120, budgetKb: 379 });
  });

  it("fails a planted oversize route chunk, naming it, and an oversize login page", () => {
    const lines = checkBudgets(manifest, sizes({ "assets/form.js": 63, "assets/react.js": 171 }));
    const over = lines.filter((line) => !line.ok).map((line) => line.label);
    expect(over).toEqual(["JS loaded by the login page", "route chunk _form.js (assets/form.js)"]);
  });

  it("fails a shell above 379 KB though the login page stays within its budget", () => {
    const lines = checkBudgets(manifest, sizes({ "assets/antd.js": 325 }));
    expect(lines.map((line) => line.ok).slice(0, 2)).toEqual([true, false]);
  });

  it("holds the rich-text editor's chunk to the editor budget, not the route budget", () => {
    const withEditor: Manifest = { ...manifest, "src/widgets/html/RichTextEditor.tsx": { file: "assets/editor.js", isDynamicEntry: true, imports: ["_antd.js"] } };
    const editorLine = (kb: number) => checkBudgets(withEditor, sizes({ "assets/editor.js": kb })).find((line) => line.label.startsWith("editor chunk"));
    expect(editorLine(139.8)).toMatchObject({ budgetKb: 142, ok: true });
    expect(editorLine(143)).toMatchObject({ ok: false });
  });

  it("scales every budget by BUNDLE_BUDGET_SCALE, so a build within them fails below them", () => {
    expect(scaledBudgets(undefined)).toEqual({ login: 200, shell: 379, route: 62, editor: 142 });
    expect(scaledBudgets("")).toEqual({ login: 200, shell: 379, route: 62, editor: 142 });
    expect(scaledBudgets("0.5")).toEqual({ login: 100, shell: 189.5, route: 31, editor: 71 });
    const lines = checkBudgets(manifest, sizes(), scaledBudgets("0.25"));
    expect(lines.filter((line) => !line.ok).map((line) => line.label).slice(0, 2)).toEqual(["JS loaded by the login page", "JS of the app shell (layout + home)"]);
    expect(() => scaledBudgets("abc")).toThrow(/positive number/);
    expect(() => scaledBudgets("0")).toThrow(/positive number/);
  });
});
