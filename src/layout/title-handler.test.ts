import { describe, expect, it } from "vitest";
import { createTitleHandler, setShownPageTitleKey } from "./title-handler";

const texts: Record<string, string> = {
  "app.name": "Gelinlik Yönetim Paneli",
  "pages.login.title": "Giriş Yap",
  "pages.home.title": "Anasayfa",
  "announces.titles.list": "Duyurular",
  "announces.titles.edit": "Duyuru Düzenle",
  "pages.forbidden.title": "Yetkisiz Erişim",
  "engine.bin.title": "{{list}}: Çöp Kutusu",
};
const handler = createTitleHandler({
  t: (key, params) => Object.entries(params ?? {}).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), texts[key] ?? key),
  exists: (key) => key in texts,
});

describe("document title", () => {
  it("puts the route title before the product name", () => {
    expect(handler({ pathname: "/giris-yap" })).toBe("Giriş Yap | Gelinlik Yönetim Paneli");
    expect(handler({ pathname: "/anasayfa" })).toBe("Anasayfa | Gelinlik Yönetim Paneli");
  });

  it("uses the resource's title for its action", () => {
    expect(handler({ pathname: "/duyurular", resource: { name: "announces" }, action: "list" })).toBe("Duyurular | Gelinlik Yönetim Paneli");
    expect(handler({ pathname: "/duyuru-duzenle/4", resource: { name: "announces" }, action: "edit" })).toBe(
      "Duyuru Düzenle | Gelinlik Yönetim Paneli",
    );
  });

  it("falls back to the product name alone for a route without a title", () => {
    expect(handler({ pathname: "/yok-boyle-bir-sayfa" })).toBe("Gelinlik Yönetim Paneli");
    expect(handler({ pathname: "/x", resource: { name: "announces" }, action: "clone" })).toBe("Gelinlik Yönetim Paneli");
  });

  it("uses the title of a 404 or 403 page shown in place of the route's own", () => {
    setShownPageTitleKey("pages.forbidden.title");
    expect(handler({ pathname: "/duyurular", resource: { name: "announces" }, action: "list" })).toBe("Yetkisiz Erişim | Gelinlik Yönetim Paneli");
    setShownPageTitleKey(undefined);
    expect(handler({ pathname: "/duyurular", resource: { name: "announces" }, action: "list" })).toBe("Duyurular | Gelinlik Yönetim Paneli");
  });

  it("fills a shown page's title with its values (a bin names its list)", () => {
    setShownPageTitleKey("engine.bin.title", { list: "Duyurular" });
    expect(handler({ pathname: "/duyuru-cop-kutusu" })).toBe("Duyurular: Çöp Kutusu | Gelinlik Yönetim Paneli");
    setShownPageTitleKey(undefined);
    expect(handler({ pathname: "/duyuru-cop-kutusu" })).toBe("Gelinlik Yönetim Paneli");
  });
});
