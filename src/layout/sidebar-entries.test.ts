import type { TreeMenuItem } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { allFlags, type AccessSubject } from "../domain/permissions";
import { sidebarEntries, withSingletonPages } from "./sidebar-entries";

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

describe("sidebar groups and singleton pages", () => {
  const operator: AccessSubject = { roles: ["superadmin"], first_user: true, permissions: allFlags(true) };
  const sms = [
    item("sms_messages", { order: 71, permission: "sms_permission", icon: "history", group: "sms" }),
    item("sms-send", { order: 70, permission: "sms_permission", icon: "message", group: "sms" }),
    item("clients", { order: 10, permission: "client_permission" }),
    item("announces", { order: 90, icon: "sound" }),
    item("sms-credits", { order: 73, icon: "dollar", group: "sms", operatorOnly: true }),
  ];
  const singleton = { name: "sms_settings", edit: "/sms-settings", meta: { label: "sms_settings.titles.list", order: 72, permission: "sms_permission", icon: "setting", group: "sms" } };

  it("gathers a group's entries under one entry in the place of its first, in their order", () => {
    const entries = sidebarEntries(withSingletonPages(sms, [singleton]), user);
    expect(entries.map((entry) => entry.key)).toEqual(["group:sms", "announces"]);
    expect(entries[0]).toMatchObject({ label: "menu.groups.sms", icon: "message" });
    expect(entries[0].children.map((entry) => [entry.key, entry.route])).toEqual([
      ["sms-send", "/sms-send"],
      ["sms_messages", "/sms_messages"],
      ["sms_settings", "/sms-settings"],
    ]);
  });

  it("leaves the group out without sms_permission, and operators' pages to operators", () => {
    const noSms: AccessSubject = { ...user, permissions: { ...allFlags(false), client_permission: true } };
    expect(sidebarEntries(withSingletonPages(sms, [singleton]), noSms).map((entry) => entry.key)).toEqual(["clients", "announces"]);
    expect(sidebarEntries(sms, user)[0].children.map((entry) => entry.key)).not.toContain("sms-credits");
    expect(sidebarEntries(sms, operator)[1].children.map((entry) => entry.key)).toContain("sms-credits");
  });

  it("adds only resources without a list whose edit page has no id, and none hidden from the menu", () => {
    const added = withSingletonPages([], [
      singleton,
      { name: "employees", list: "/calisanlar", edit: "/calisanlar/:id/duzenle" },
      { name: "quiet", edit: "/quiet", meta: { menu: false } },
    ]);
    expect(added.map((entry) => [entry.name, entry.route, entry.label])).toEqual([["sms_settings", "/sms-settings", "sms_settings.titles.list"]]);
  });
});

describe("an entry that opens the create page (menu.page)", () => {
  const seller: AccessSubject = { roles: ["user"], first_user: false, permissions: { ...allFlags(false), fastsale_permission: true } };
  const orders = { ...item("processes", { order: 20, permission: "fastsale_permission", menuPage: "create" }), create: "/hizli-satis" } as TreeMenuItem;

  it("leads to the create page under the menu title", () => {
    expect(sidebarEntries([orders], seller)[0]).toMatchObject({ route: "/hizli-satis", label: "processes.titles.menu" });
  });

  it("is hidden without the flag", () => {
    expect(sidebarEntries([orders], user)).toEqual([]);
  });
});

describe("an entry of a resource with a calendar (routes.calendar)", () => {
  const fitter: AccessSubject = { roles: ["user"], first_user: false, permissions: { ...allFlags(false), appointment_permission: true } };
  const fittings = { ...item("appointments", { order: 60, permission: "appointment_permission", calendarRoute: "/randevular" }), route: "/randevular-liste" } as TreeMenuItem;

  it("leads to the calendar, not the list, under the list's title", () => {
    expect(sidebarEntries([fittings], fitter)[0]).toMatchObject({ route: "/randevular", label: "appointments.titles.list" });
  });

  it("is hidden without the flag", () => {
    expect(sidebarEntries([fittings], user)).toEqual([]);
  });
});
