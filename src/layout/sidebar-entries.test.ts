import type { TreeMenuItem } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { allFlags, type AccessSubject } from "../domain/permissions";
import { sidebarEntries } from "./sidebar-entries";

const item = (name: string, meta: Record<string, unknown>, children: TreeMenuItem[] = []): TreeMenuItem =>
  ({ name, key: name, route: `/${name}`, label: `${name}.titles.list`, meta, children }) as TreeMenuItem;

const user: AccessSubject = { roles: ["user"], first_user: false, permissions: { ...allFlags(false), sms_permission: true } };

describe("sidebar entries", () => {
  const items = [
    item("announces", { order: 90, icon: "sound" }),
    item("sms", { order: 20, permission: "sms_permission", icon: "message" }),
    item("clients", { order: 10, permission: "client_permission" }),
    item("home", { order: 0, icon: "home" }),
    item("hidden", { order: 1, menu: false }),
  ];

  it("lists only what the user may list, in meta.order", () => {
    expect(sidebarEntries(items, user).map((entry) => entry.key)).toEqual(["home", "sms", "announces"]);
  });

  it("carries the icon name and the route", () => {
    expect(sidebarEntries(items, user)[1]).toMatchObject({ route: "/sms", icon: "message", label: "sms.titles.list" });
  });

  it("shows nothing before the identity is known", () => {
    expect(sidebarEntries(items, null)).toEqual([]);
  });
});
