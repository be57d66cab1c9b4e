// @vitest-environment jsdom
import "../../tests/setup-dom";
import { describe, expect, it } from "vitest";
import { toMenuItem } from "./Sidebar";

describe("sidebar menu items", () => {
  it("use the resource key that useMenu selects, not the route", () => {
    const item = toMenuItem(
      { key: "/announces", route: "/duyurular", label: "announces.announces", children: [] },
      (key) => key,
    );
    expect(item?.key).toBe("/announces");
  });

  it("key a group's children the same way", () => {
    const item = toMenuItem(
      {
        key: "/settings",
        label: "settings",
        children: [{ key: "/settings/users", route: "/kullanicilar", label: "users", children: [] }],
      },
      (key) => key,
    ) as { children: { key: string }[] };
    expect(item.children.map((child) => child.key)).toEqual(["/settings/users"]);
  });
});
