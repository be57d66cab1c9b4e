import { describe, expect, it } from "vitest";
import { pageCountOf, pagerItems, shouldShowPager } from "./pager";

const describeItems = (current: number, count: number) =>
  pagerItems(current, count).map((item) => (item.kind === "page" ? (item.current ? `[${item.page}]` : `${item.page}`) : `${item.kind}:${item.page}`));

describe("pager (spec §9)", () => {
  it("shows only when rows exceed 14", () => {
    expect(shouldShowPager(14)).toBe(false);
    expect(shouldShowPager(15)).toBe(true);
    // Pages shorter than 14 rows (the SMS history's 7): a second page is always reachable.
    expect(shouldShowPager(7, 7)).toBe(false);
    expect(shouldShowPager(8, 7)).toBe(true);
    expect(shouldShowPager(14, 15)).toBe(false);
    expect(shouldShowPager(15, 15)).toBe(true);
  });

  it("counts pages", () => {
    expect(pageCountOf(40, 15)).toBe(3);
    expect(pageCountOf(0, 15)).toBe(1);
  });

  it("shows pages within 4 of the current page, jumps of 10 and first/last", () => {
    expect(describeItems(15, 40)).toEqual([
      "first:1", "jump-prev:5", "11", "12", "13", "14", "[15]", "16", "17", "18", "19", "jump-next:25", "last:40",
    ]);
  });

  it("leaves out buttons that lead nowhere new", () => {
    expect(describeItems(1, 3)).toEqual(["[1]", "2", "3"]);
    expect(describeItems(3, 12)).toEqual(["1", "2", "[3]", "4", "5", "6", "7", "last:12"]);
  });

  it("has no last page when the server counted only a few pages ahead (a search)", () => {
    const items = pagerItems(1, 11, false).map((item) => item.kind);
    expect(items).toContain("jump-next");
    expect(items).not.toContain("last");
  });
});
