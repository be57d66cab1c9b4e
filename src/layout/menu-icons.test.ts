import { describe, expect, it } from "vitest";
import { schemas } from "../schemas";
import type { ResourceSchema } from "../schemas/resource";
import { MENU_ICONS } from "./menu-icons";
import { MENU_GROUP_ICONS } from "./sidebar-entries";

describe("menu icons", () => {
  it("has the icon every schema's menu entry names (a missing name would show no icon)", () => {
    const named = (schemas as readonly ResourceSchema[]).flatMap((schema) => {
      const menu = schema["x-resource"].menu;
      return menu && menu.icon ? [[schema.$id, menu.icon] as const] : [];
    });
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, icon]) => !(icon in MENU_ICONS))).toEqual([]);
  });

  it("has every menu group's icon", () => {
    expect(Object.values(MENU_GROUP_ICONS).filter((icon) => !(icon in MENU_ICONS))).toEqual([]);
  });
});
