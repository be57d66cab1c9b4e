import { describe, expect, it } from "vitest";
import { replaceSection } from "./markdown-section";

const doc = "# Performance\n\n<!-- bench:start -->\n(not run yet)\n<!-- bench:end -->\n\n<!-- lcp:start -->\nkept\n<!-- lcp:end -->\n";

describe("replaceSection", () => {
  it("replaces only what stands between its own markers", () => {
    const updated = replaceSection(doc, "bench", "| a | b |\n");
    expect(updated).toBe("# Performance\n\n<!-- bench:start -->\n| a | b |\n<!-- bench:end -->\n\n<!-- lcp:start -->\nkept\n<!-- lcp:end -->\n");
    expect(replaceSection(updated, "bench", "again")).toContain("<!-- bench:start -->\nagain\n<!-- bench:end -->");
  });

  it("refuses a document without the section or with its markers twice", () => {
    expect(() => replaceSection("# nothing", "bench", "x")).toThrow(/no <!-- bench:start -->/);
    expect(() => replaceSection(doc + doc, "bench", "x")).toThrow(/twice/);
  });
});
