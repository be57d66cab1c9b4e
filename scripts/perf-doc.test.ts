import { describe, expect, it } from "vitest";
import { median, replaceSection } from "./perf-doc";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the two middles of an even one, whatever the order", () => {
    expect(median([900, 300, 500])).toBe(500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

describe("replaceSection", () => {
  const doc = "# T\n\n<!-- lcp:start -->\nold\nlines\n<!-- lcp:end -->\n\n<!-- memory:start -->\nkept\n<!-- memory:end -->\n";

  it("replaces only the named section's text and keeps its markers for the next run", () => {
    const once = replaceSection(doc, "lcp", "| a | b |\n");
    expect(once).toBe("# T\n\n<!-- lcp:start -->\n| a | b |\n<!-- lcp:end -->\n\n<!-- memory:start -->\nkept\n<!-- memory:end -->\n");
    expect(replaceSection(once, "lcp", "new")).toContain("<!-- lcp:start -->\nnew\n<!-- lcp:end -->");
  });

  it("refuses a document without the markers instead of writing nothing", () => {
    expect(() => replaceSection("# T\n", "lcp", "x")).toThrow(/lcp:start/);
  });
});
