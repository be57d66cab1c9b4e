import { describe, expect, it } from "vitest";
import { createPageCursors } from "./page-cursors";

describe("page cursors", () => {
  const list = "/api/clients?perPage=15";
  const cursors = { first: "F", last: "L" };

  it("starts a later page from the last row shown and an earlier or the same page from the first", () => {
    const pages = createPageCursors();
    pages.remember(list, 2000, cursors);
    expect(pages.cursorFor(list, 2001)).toBe("L");
    expect(pages.cursorFor(list, 2010)).toBe("L");
    expect(pages.cursorFor(list, 1999)).toBe("F");
    expect(pages.cursorFor(list, 2000)).toBe("F");
  });

  it("goes by the page number alone for page 1, a far jump, another list, or a page without cursors", () => {
    const pages = createPageCursors();
    pages.remember(list, 5, cursors);
    expect(pages.cursorFor(list, 1)).toBeUndefined();
    expect(pages.cursorFor(list, 16)).toBeUndefined();
    expect(pages.cursorFor("/api/clients?perPage=15&keyword=ayse", 6)).toBeUndefined();
    pages.remember(list, 6, undefined);
    expect(pages.cursorFor(list, 7)).toBeUndefined();
  });

  it("forgets the oldest list once it holds fifty", () => {
    const pages = createPageCursors();
    for (let n = 0; n <= 50; n++) pages.remember(`/api/l${n}`, 3, cursors);
    expect(pages.cursorFor("/api/l0", 4)).toBeUndefined();
    expect(pages.cursorFor("/api/l50", 4)).toBe("L");
  });
});
