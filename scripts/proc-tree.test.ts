import { describe, expect, it } from "vitest";
import { descendants, parentFromStat, statusKb } from "./proc-tree";

describe("the process tree read from /proc", () => {
  it("collects a process and everything below it, not its siblings or parent", () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(descendants(parents, 10).sort()).toEqual([10, 11, 12, 13]);
  });

  it("reads the parent after the command name even when the name holds spaces and parentheses", () => {
    expect(parentFromStat("4242 (node (tsx) x) S 4200 4242 4200 0 -1")).toBe(4200);
  });

  it("reads a kB field of /proc/<pid>/status, 0 when absent", () => {
    const status = "Name:\tnode\nVmRSS:\t  523412 kB\nRssAnon:\t  480000 kB\n";
    expect(statusKb(status, "VmRSS")).toBe(523412);
    expect(statusKb(status, "RssShmem")).toBe(0);
  });
});
