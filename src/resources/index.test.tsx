import { lazy, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { genericPages, pageFor } from "./generic/pages";
import { resourceRoutes, resources } from "./index";

describe("resources and routes", () => {
  it("registers every schema as a refine resource", () => {
    expect(resources.map((resource) => resource.name)).toEqual(["announces", "notification", "definitions", "categories", "clients", "suppliers"]);
    expect(resources[0].meta?.label).toBe("announces.titles.list");
  });

  it("declares one route per declared page", () => {
    const routes = resourceRoutes as ReactElement<{ path: string }>[];
    expect(routes.every(isValidElement)).toBe(true);
    expect(routes.map((route) => route.props.path)).toEqual([
      "/duyurular",
      "/duyuru-ekle",
      "/duyuru-duzenle/:id",
      "/duyuru/:id",
      "/bildirimler",
      "/bildirim-detayi/:id",
      "/tanim-ekle",
      "/tanimlamalar",
      "/kategori-ekle",
      "/musteri-yonetimi",
      "/musteri-olustur",
      "/musteri-duzenle/:id",
      "/musteri/:id",
      "/tedarikci-yonetimi",
      "/tedarikci-olustur",
      "/tedarikci/:id",
    ]);
  });

  it("uses a custom page only where one is given", () => {
    const custom = lazy(async () => ({ default: () => null }));
    const overrides = { notification: { show: custom } };
    expect(pageFor("notification", "show", overrides)).toBe(custom);
    expect(pageFor("notification", "list", overrides)).toBe(genericPages.list);
    expect(pageFor("announces", "show", overrides)).toBe(genericPages.show);
  });
});
