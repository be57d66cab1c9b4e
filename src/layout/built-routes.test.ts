import { describe, expect, it } from "vitest";
import { builtTopBarLinks } from "./built-routes";

describe("top bar links", () => {
  it("shows lock, support and settings only once their screens exist", () => {
    expect(builtTopBarLinks(new Set(["/anasayfa"]))).toEqual([]);
    expect(builtTopBarLinks(new Set(["/destek"])).map((link) => link.path)).toEqual(["/destek"]);
  });
});
