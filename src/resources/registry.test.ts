import { describe, expect, it } from "vitest";
import { sample, sampleFittings } from "../engine/__fixtures__/sample.schema";
import { announces } from "../schemas/announces.schema";
import { appointments } from "../schemas/appointments.schema";
import { notification } from "../schemas/notification.schema";
import { users } from "../schemas/users.schema";
import { declaredRoutes, resourceDefinition, routeLink } from "./registry";

describe("resourceDefinition", () => {
  it("maps x-resource to a refine resource with absolute routes", () => {
    expect(resourceDefinition(announces)).toEqual({
      name: "announces",
      list: "/duyurular",
      create: "/duyuru-ekle",
      edit: "/duyuru-duzenle/:id",
      show: "/duyuru/:id",
      meta: {
        label: "announces.titles.list",
        permission: undefined,
        writeRoles: ["superadmin", "admin"],
        firstUserOnly: undefined,
        order: 90,
        icon: "sound",
        group: undefined,
        menu: true,
        canDelete: true,
        deleteRule: "any",
      },
    });
  });

  it("leaves out undeclared pages and forbids deleting where x-resource.delete is none", () => {
    const definition = resourceDefinition(notification);
    expect(definition.create).toBeUndefined();
    expect(definition.edit).toBeUndefined();
    expect(definition.meta?.canDelete).toBe(false);
  });

  it("offers no create page and no create button where create is none (the server writes the rows)", () => {
    const logOnly = { ...sample, "x-resource": { ...sample["x-resource"], create: "none" as const } };
    expect(sample["x-resource"].routes.create).toBeDefined();
    expect(resourceDefinition(logOnly).create).toBeUndefined();
    expect(resourceDefinition(logOnly).meta?.canCreate).toBe(false);
    expect(declaredRoutes(logOnly).map((route) => route.view)).not.toContain("create");
    expect(resourceDefinition(sample).meta).not.toHaveProperty("canCreate");
  });

  it("carries firstUserOnly to the access control (the shop's users are the owner's alone)", () => {
    expect(resourceDefinition(users).meta).toMatchObject({ firstUserOnly: true, menu: false });
  });

  it("hides menu: false resources from the menu", () => {
    expect(resourceDefinition({ ...sample, "x-resource": { ...sample["x-resource"], menu: false } }).meta?.menu).toBe(false);
  });
});

describe("declaredRoutes", () => {
  it("lists each declared page once", () => {
    expect(declaredRoutes(notification)).toEqual([
      { resource: "notification", view: "list", path: "/bildirimler" },
      { resource: "notification", view: "show", path: "/bildirim-detayi/:id" },
    ]);
  });

  it("declares the bin page of a resource with routes.bin, which refine's resource does not name", () => {
    expect(declaredRoutes(sampleFittings).find((route) => route.view === "bin")).toEqual({
      resource: "sample-fittings",
      view: "bin",
      path: "/ornek-prova-cop-kutusu",
    });
    expect(Object.keys(resourceDefinition(sampleFittings))).toEqual(["name", "list", "edit", "show", "meta"]);
  });
});

describe("the calendar page (routes.calendar)", () => {
  it("is a declared page of its own, which refine's resource does not name; the menu opens it (meta.calendarRoute)", () => {
    expect(declaredRoutes(appointments).find((route) => route.view === "calendar")).toEqual({ resource: "appointments", view: "calendar", path: "/randevular" });
    const definition = resourceDefinition(appointments);
    expect(definition).not.toHaveProperty("calendar");
    expect(definition.list).toBe("/randevular-liste");
    expect(definition.meta?.calendarRoute).toBe("/randevular");
    expect(resourceDefinition(announces).meta).not.toHaveProperty("calendarRoute");
  });
});

describe("routeLink", () => {
  it("drops optional trailing segments, which the page reads itself, and keeps required ones", () => {
    expect(routeLink("/urun-yonetimi/:type?")).toBe("/urun-yonetimi");
    expect(routeLink("/urunler/:id")).toBe("/urunler/:id");
  });

  it("gives refine's resource the list path without the optional segment (menu and links), the router the full one", () => {
    const withType = { ...sample, "x-resource": { ...sample["x-resource"], routes: { ...sample["x-resource"].routes, list: "ornekler/:type?" } } };
    expect(resourceDefinition(withType).list).toBe("/ornekler");
    expect(declaredRoutes(withType).find((route) => route.view === "list")?.path).toBe("/ornekler/:type?");
  });
});
